import {
  type ErrorCode,
  isPointMobile,
  POINT_ADDRESS_MAX,
  POINT_REDEEM_MAX_QUANTITY,
  type PointItem,
  type PointRedemption,
} from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { Dialog, paymentPasswordSchema, useIdempotencyKey, useSubmitFailure } from '@marquee/session';
import {
  Form,
  FormError,
  fieldProps,
  PaymentPasswordField,
  SelectField,
  SubmitButton,
  schemaErrors,
  TextAreaField,
  TextField,
} from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useId } from 'react';
import { number, object, string } from 'yup';
import { useRedeemPointsMutation } from '../mutations/redeem-points-mutation';
import { formatPoints } from './format-points';

/** Where the platform's refusals land; the others (out of stock, a time-out) are the form's message. */
const REFUSAL_FIELDS: Partial<Record<ErrorCode, string>> = {
  POINTS_NOT_ENOUGH: 'quantity',
  POINT_ITEM_LIMIT: 'quantity',
  POINT_ITEM_ADDRESS: 'address',
  WRONG_PAYMENT_PASSWORD: 'paymentPassword',
  TOO_MANY_ATTEMPTS: 'paymentPassword',
  PAYMENT_PASSWORD_NOT_SET: 'paymentPassword',
};

interface RedeemDialogProps {
  item: PointItem;
  /** the member's points now */
  balance: number;
  money: (minor: number) => string;
  locale?: string | undefined;
  onClose: () => void;
  onRedeemed: (redemption: PointRedemption) => void;
}

/** How many the member may take in one redemption: the stock, their limit and the contract's bound. */
export function redeemableQuantity(item: PointItem): number {
  return Math.max(0, Math.min(POINT_REDEEM_MAX_QUANTITY, item.stock, item.limitPerMember - item.redeemed));
}

/**
 * The confirmation of a redemption: the quantity with its total of points, a physical item's
 * receiving address and mobile number, and the payment password. The points are checked here
 * first and again by the platform, which also takes the stock; a refusal keeps what was typed.
 */
export function RedeemDialog({ item, balance, money, locale, onClose, onRedeemed }: RedeemDialogProps) {
  const { t } = useTranslation();
  const summaryId = useId();
  const redeem = useRedeemPointsMutation();
  const { failure, trySubmit } = useSubmitFailure(REFUSAL_FIELDS);
  // one key per submitted attempt: a double click or a retried request redeems once
  const attempt = useIdempotencyKey();
  const physical = item.kind === 'PHYSICAL';
  const most = Math.max(1, redeemableQuantity(item));
  const schema = object({
    quantity: number()
      .integer()
      .min(1)
      .max(most)
      .test('points', t('error_code_points_not_enough'), (value) => !value || value * item.points <= balance),
    address: physical
      ? string()
          .trim()
          .required(t('pm_address_required'))
          .max(POINT_ADDRESS_MAX, t('pm_address_too_long', { max: POINT_ADDRESS_MAX }))
      : string(),
    mobile: physical
      ? string()
          .trim()
          .required(t('pm_mobile_format'))
          .test('mobile', t('pm_mobile_format'), (value) => !value || isPointMobile(value))
      : string(),
    paymentPassword: paymentPasswordSchema(t),
  });
  const formik = useFormik({
    initialValues: { quantity: '1', address: '', mobile: '', paymentPassword: '' },
    validate: (values) => schemaErrors(schema, { ...values, quantity: Number(values.quantity) }),
    onSubmit: (values, helpers) =>
      trySubmit(helpers, async () => {
        const redemption = await redeem.mutateAsync({
          itemId: item.id,
          quantity: Number(values.quantity),
          paymentPassword: values.paymentPassword,
          idempotencyKey: attempt.keyFor(`${values.quantity}|${values.address}|${values.mobile}`),
          ...(physical ? { address: values.address.trim(), mobile: values.mobile.trim() } : {}),
        });
        onRedeemed(redemption);
      }),
  });
  useRevalidateOnLanguage(formik);
  const quantity = Number(formik.values.quantity);
  const options = Array.from({ length: most }, (_, index) => {
    const value = String(index + 1);
    return { value, label: value };
  });
  return (
    <Dialog
      onClose={onClose}
      title={t('pm_redeem_title', { name: item.name })}
      width={440}
      minHeight={0}
      describedBy={summaryId}
    >
      <Form onSubmit={formik.handleSubmit} label={t('pm_redeem_form')} className="mq-point-redeem">
        <div id={summaryId}>
          <p>
            {t('pm_redeem_total', {
              points: formatPoints(quantity * item.points, locale),
              balance: formatPoints(balance, locale),
            })}
          </p>
          <p>
            {physical
              ? t('pm_redeem_delivery')
              : t('pm_redeem_credit', { amount: money(quantity * item.amount) })}
          </p>
        </div>
        <SelectField label={t('pm_quantity')} options={options} {...fieldProps(formik, 'quantity')} />
        {physical && (
          <>
            <TextAreaField
              label={t('pm_address')}
              rows={3}
              autoComplete="street-address"
              {...fieldProps(formik, 'address')}
            />
            <TextField
              label={t('pm_mobile')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              {...fieldProps(formik, 'mobile')}
            />
          </>
        )}
        <PaymentPasswordField label={t('mca_payment_password')} {...fieldProps(formik, 'paymentPassword')} />
        <FormError message={failure} />
        <SubmitButton pending={formik.isSubmitting}>{t('pm_redeem_confirm')}</SubmitButton>
      </Form>
    </Dialog>
  );
}
