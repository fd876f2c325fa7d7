import { parseMoneyInput, type UplineTransferInfo } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { FormError, SubmitButton } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useState } from 'react';
import { object } from 'yup';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { amountSchema } from '../deposit/amount-schema';
import { useIdempotencyKey } from '../deposit/idempotency-key';
import { useUplineTransferMutation } from '../mutations/upline-transfer-mutation';
import { placeFailure, schemaErrors } from '../security/form-errors';
import { AmountAndPasswordFields, paymentPasswordSchema } from '../shared/amount-and-password';
import { formatAmount } from '../shared/format-amount';

/** Refusals that belong on a field: the form keeps every value typed. */
const FIELD_OF = {
  AMOUNT_BELOW_MIN: 'amount',
  INSUFFICIENT_BALANCE: 'amount',
  WRONG_PAYMENT_PASSWORD: 'paymentPassword',
  TOO_MANY_ATTEMPTS: 'paymentPassword',
  PAYMENT_PASSWORD_NOT_SET: 'paymentPassword',
} as const;

/**
 * Amount and payment password. The amount's rule is the platform's (parseMoneyInput with its
 * minimum, and at most the balance); the platform checks everything again and its refusal lands on
 * the field.
 */
export function UplineTransferForm({ info }: { info: UplineTransferInfo }) {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useMemberCentreConfig();
  const errorText = useErrorText();
  const transfer = useUplineTransferMutation();
  const attempt = useIdempotencyKey();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { amount: '', paymentPassword: '' },
    validate: (values) =>
      schemaErrors(
        object({
          amount: amountSchema(t, { min: info.min, max: Math.max(info.min, info.balance) }).test(
            'balance',
            t('mcw_above_balance', { amount: formatAmount(info.balance, currencySymbol, locale) }),
            (value) => {
              const parsed = parseMoneyInput(value ?? '');
              return !parsed.ok || parsed.minor <= info.balance;
            },
          ),
          paymentPassword: paymentPasswordSchema(t),
        }),
        values,
      ),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setDone(null);
      const parsed = parseMoneyInput(values.amount);
      if (!parsed.ok) return;
      try {
        const result = await transfer.mutateAsync({
          amount: parsed.minor,
          paymentPassword: values.paymentPassword,
          idempotencyKey: attempt.keyFor(String(parsed.minor)),
        });
        attempt.done();
        setDone(
          t('mcup_done', {
            amount: formatAmount(result.amount, currencySymbol, locale),
            transferNo: result.transferNo,
          }),
        );
        helpers.resetForm({ values: { amount: '', paymentPassword: '' } });
      } catch (error) {
        setFailure(placeFailure(error, FIELD_OF, helpers.setFieldError, errorText(error)));
      }
    },
  });
  return (
    <form
      noValidate
      onSubmit={formik.handleSubmit}
      className="mq-form mq-mc-form"
      aria-label={t('mcup_form')}
    >
      <AmountAndPasswordFields formik={formik} />
      <FormError message={failure} />
      {done && <p role="status">{done}</p>}
      <SubmitButton pending={formik.isSubmitting}>{t('mcup_submit')}</SubmitButton>
    </form>
  );
}
