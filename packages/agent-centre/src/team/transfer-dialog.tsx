import { DOWNLINE_TRANSFER_MIN, type TeamMember } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import {
  AmountAndPasswordFields,
  amountSchema,
  Dialog,
  useBalanceQuery,
  useMoneyForm,
} from '@marquee/session';
import { Form, FormError, SubmitButton } from '@marquee/ui-kit';
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
  const { formik, failure, done } = useMoneyForm({
    rules: (t) => ({
      amount: amountSchema(t, {
        min: DOWNLINE_TRANSFER_MIN,
        max: Math.max(DOWNLINE_TRANSFER_MIN, balance ?? Number.MAX_SAFE_INTEGER),
      }),
    }),
    attemptOf: (_, minor) => `${member.id}|${minor}`,
    send: (request) => transfer.mutateAsync({ member: member.id, ...request }),
  });
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
        {done && (
          <p role="status">
            {t('ac_transfer_done', {
              amount: money(done.amount),
              account: member.account,
              transferNo: done.transferNo,
            })}
          </p>
        )}
        <SubmitButton pending={formik.isSubmitting}>{t('ac_transfer_submit')}</SubmitButton>
      </Form>
    </Dialog>
  );
}
