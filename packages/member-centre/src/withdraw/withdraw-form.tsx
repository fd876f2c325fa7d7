import { type BankAccount, parseMoneyInput, type WithdrawalInfo, withdrawalApi } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { AmountAndPasswordFields, amountSchema, useMoneyForm } from '@marquee/session';
import { fieldProps, SelectField } from '@marquee/ui-kit';
import { string } from 'yup';
import { useWithdrawalMutation } from '../mutations/withdrawal-mutation';
import { MemberForm } from '../shared/member-form';

/** Refusals that belong on a field: the form keeps every value typed. */
const FIELD_OF = {
  AMOUNT_BELOW_MIN: 'amount',
  AMOUNT_ABOVE_MAX: 'amount',
  INSUFFICIENT_BALANCE: 'amount',
  WITHDRAWAL_DAILY_AMOUNT: 'amount',
  WAGERING_LEFT: 'amount',
  WRONG_PAYMENT_PASSWORD: 'paymentPassword',
  TOO_MANY_ATTEMPTS: 'paymentPassword',
} as const;

export interface WithdrawFormProps {
  info: WithdrawalInfo;
  accounts: readonly BankAccount[];
}

/**
 * Account, amount and payment password. The amount's rule is the platform's (parseMoneyInput with
 * the brand's limits); the platform checks everything again and its refusal lands on the field.
 */
export function WithdrawForm({ info, accounts }: WithdrawFormProps) {
  const { t } = useTranslation();
  const withdraw = useWithdrawalMutation(withdrawalApi.create);
  const { formik, failure, done } = useMoneyForm({
    extra: { bankAccountId: accounts[0]?.id ?? '' },
    rules: (t) => ({
      bankAccountId: string().required(t('mcwd_bank_account_required')),
      amount: amountSchema(t, { min: info.min, max: info.max }).test(
        'withdrawable',
        t('mcwd_amount_above_withdrawable'),
        (value) => {
          const parsed = parseMoneyInput(value ?? '');
          return !parsed.ok || parsed.minor <= info.withdrawable || info.wageringLeft > 0;
        },
      ),
    }),
    refusalFields: FIELD_OF,
    attemptOf: (values, minor) => `${values.bankAccountId}|${minor}`,
    send: (request, values) => withdraw.mutateAsync({ bankAccountId: values.bankAccountId, ...request }),
  });
  return (
    <MemberForm
      label={t('mcwd_form')}
      formik={formik}
      failure={failure}
      status={done && t('mcwd_submitted', { orderNo: done.orderNo })}
      submitLabel={t('mcwd_submit')}
    >
      <SelectField
        label={t('mcwd_bank_account')}
        options={accounts.map((account) => ({
          value: account.id,
          label: `${account.bankName} ${account.accountNumber}`,
        }))}
        {...fieldProps(formik, 'bankAccountId')}
      />
      <AmountAndPasswordFields formik={formik} />
    </MemberForm>
  );
}
