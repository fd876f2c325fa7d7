import { parseMoneyInput, type UplineTransferInfo } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { AmountAndPasswordFields, amountSchema, useMoneyForm } from '@marquee/session';
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
  const { formik, failure, done } = useMoneyForm({
    rules: (t) => ({
      amount: amountSchema(t, { min: info.min, max: Math.max(info.min, info.balance) }).test(
        'balance',
        t('mcw_above_balance', { amount: formatAmount(info.balance, currencySymbol, locale) }),
        (value) => {
          const parsed = parseMoneyInput(value ?? '');
          return !parsed.ok || parsed.minor <= info.balance;
        },
      ),
    }),
    attemptOf: (_, minor) => String(minor),
    send: (request) => transfer.mutateAsync(request),
  });
  return (
    <MemberForm
      label={t('mcup_form')}
      formik={formik}
      failure={failure}
      status={
        done &&
        t('mcup_done', {
          amount: formatAmount(done.amount, currencySymbol, locale),
          transferNo: done.transferNo,
        })
      }
      submitLabel={t('mcup_submit')}
    >
      <AmountAndPasswordFields formik={formik} />
    </MemberForm>
  );
}
