import { DOWNLINE_TRANSFER_MIN, parseMoneyInput, type TeamMember } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import {
  AmountAndPasswordFields,
  amountSchema,
  Dialog,
  paymentPasswordSchema,
  TRANSFER_REFUSAL_FIELDS,
  useBalanceQuery,
  useIdempotencyKey,
  useSubmitFailure,
} from '@marquee/session';
import { Form, FormError, SubmitButton, schemaErrors } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useState } from 'react';
import { object } from 'yup';
import { useDownlineTransferMutation } from '../mutations/downline-transfer-mutation';
import { useMoney } from '../shared/use-money';

/**
 * A transfer from the agent's main wallet to a direct downline's: the amount (at least the
 * contract's minimum, at most the agent's balance) and the payment password. One key per attempt,
 * so a double click or a retried request moves the money once; the platform checks everything again.
 */
export function TransferDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const balance = useBalanceQuery().data?.sumBalance;
  const transfer = useDownlineTransferMutation();
  const attempt = useIdempotencyKey();
  const { failure, trySubmit } = useSubmitFailure(TRANSFER_REFUSAL_FIELDS);
  const [done, setDone] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { amount: '', paymentPassword: '' },
    validate: (values) =>
      schemaErrors(
        object({
          amount: amountSchema(t, {
            min: DOWNLINE_TRANSFER_MIN,
            max: Math.max(DOWNLINE_TRANSFER_MIN, balance ?? Number.MAX_SAFE_INTEGER),
          }),
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
          member: member.id,
          amount: parsed.minor,
          paymentPassword: values.paymentPassword,
          idempotencyKey: attempt.keyFor(`${member.id}|${parsed.minor}`),
        });
        attempt.done();
        setDone(
          t('ac_transfer_done', {
            amount: money(result.amount),
            account: member.account,
            transferNo: result.transferNo,
          }),
        );
        helpers.resetForm({ values: { amount: '', paymentPassword: '' } });
      });
    },
  });
  useRevalidateOnLanguage(formik);
  return (
    <Dialog
      onClose={onClose}
      title={t('ac_transfer_title', { account: member.account })}
      width={440}
      minHeight={0}
    >
      <Form onSubmit={formik.handleSubmit} label={t('ac_transfer_form')}>
        {balance !== undefined && <p>{t('ac_your_balance', { amount: money(balance) })}</p>}
        <AmountAndPasswordFields formik={formik} />
        <FormError message={failure} />
        {done && <p role="status">{done}</p>}
        <SubmitButton pending={formik.isSubmitting}>{t('ac_transfer_submit')}</SubmitButton>
      </Form>
    </Dialog>
  );
}
