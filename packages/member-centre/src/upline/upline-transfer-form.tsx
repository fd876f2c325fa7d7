import { parseMoneyInput, type UplineTransferInfo } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import {
  AmountAndPasswordFields,
  amountSchema,
  paymentPasswordSchema,
  TRANSFER_REFUSAL_FIELDS,
  useIdempotencyKey,
  useSubmitFailure,
} from '@marquee/session';
import { schemaErrors } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useState } from 'react';
import { object } from 'yup';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useUplineTransferMutation } from '../mutations/upline-transfer-mutation';
import { formatAmount } from '../shared/format-amount';
import { MemberForm } from '../shared/member-form';

/**
 * Amount and payment password. The amount's rule is the platform's (parseMoneyInput with its
 * minimum, and at most the balance); the platform checks everything again and its refusal lands on
 * the field.
 */
export function UplineTransferForm({ info }: { info: UplineTransferInfo }) {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useMemberCentreConfig();
  const transfer = useUplineTransferMutation();
  const attempt = useIdempotencyKey();
  const { failure, trySubmit } = useSubmitFailure(TRANSFER_REFUSAL_FIELDS);
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
      setDone(null);
      const parsed = parseMoneyInput(values.amount);
      if (!parsed.ok) return;
      await trySubmit(helpers, async () => {
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
      });
    },
  });
  useRevalidateOnLanguage(formik);
  return (
    <MemberForm
      label={t('mcup_form')}
      formik={formik}
      failure={failure}
      status={done}
      submitLabel={t('mcup_submit')}
    >
      <AmountAndPasswordFields formik={formik} />
    </MemberForm>
  );
}
