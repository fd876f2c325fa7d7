import { parseMoneyInput, type WithdrawalOrder, withdrawalApi } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { IMAGE_UPLOAD_MAX_MB, ImageFileInput, readImageUpload, useSubmitFailure } from '@marquee/session';
import {
  AmountField,
  Button,
  Field,
  Form,
  FormError,
  fieldError,
  fieldProps,
  SubmitButton,
  schemaErrors,
} from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { mixed, object, string } from 'yup';
import { useWithdrawalMutation } from '../mutations/withdrawal-mutation';

const FIELD_OF = {
  PROOF_REQUIRED: 'proof',
  PROOF_TYPE: 'proof',
  PROOF_SIZE: 'proof',
  RECEIVED_AMOUNT: 'receivedAmount',
} as const;

export interface NotReceivedFormProps {
  order: WithdrawalOrder;
  onDone: () => void;
}

/** Reports a payout as not received: a proof image (PNG or JPG, at most 5 MB) and what did arrive, if anything. */
export function NotReceivedForm({ order, onDone }: NotReceivedFormProps) {
  const { t } = useTranslation();
  const confirm = useWithdrawalMutation(withdrawalApi.confirm);
  const { failure, setFailure, trySubmit } = useSubmitFailure(FIELD_OF);
  const formik = useFormik<{ receivedAmount: string; proof: File | null }>({
    initialValues: { receivedAmount: '', proof: null },
    validate: (values) =>
      schemaErrors(
        object({
          receivedAmount: string().test('amount', t('error_code_received_amount'), (value) => {
            if (!value?.trim()) return true;
            const parsed = parseMoneyInput(value);
            return parsed.ok && parsed.minor < order.amount;
          }),
          proof: mixed().required(t('error_code_proof_required')),
        }),
        values,
      ),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      if (!values.proof) return;
      const read = await readImageUpload(values.proof);
      if (!read.ok) {
        helpers.setFieldError(
          'proof',
          read.problem === 'size'
            ? t('error_code_proof_size', { max: IMAGE_UPLOAD_MAX_MB })
            : t('error_code_proof_type'),
        );
        return;
      }
      const received = values.receivedAmount.trim() ? parseMoneyInput(values.receivedAmount) : null;
      await trySubmit(helpers, async () => {
        await confirm.mutateAsync({
          orderNo: order.orderNo,
          confirmation: 'NOT_RECEIVED',
          proof: read.image,
          ...(received?.ok ? { receivedAmount: received.minor } : {}),
        });
        onDone();
      });
    },
  });
  useRevalidateOnLanguage(formik);
  return (
    <Form onSubmit={formik.handleSubmit} className="mq-mc-form" label={t('mcwd_report_title')}>
      <AmountField label={t('mcwd_received_amount')} {...fieldProps(formik, 'receivedAmount')} />
      <Field label={t('mcwd_proof')} error={fieldError(formik, 'proof')}>
        {(control) => (
          <ImageFileInput
            {...control}
            onChange={(event) => {
              void formik.setFieldTouched('proof', true, false);
              void formik.setFieldValue('proof', event.currentTarget.files?.[0] ?? null);
            }}
          />
        )}
      </Field>
      <FormError message={failure} />
      <div className="mq-mc-withdraw-report-actions">
        <SubmitButton pending={formik.isSubmitting}>{t('mcwd_send_report')}</SubmitButton>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </Form>
  );
}
