import {
  type BankAccount,
  isPaymentPassword,
  parseMoneyInput,
  type WithdrawalInfo,
  withdrawalApi,
} from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { Button } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { object, string } from 'yup';
import { amountSchema } from '../deposit/amount-schema';
import { useIdempotencyKey } from '../deposit/idempotency-key';
import { useWithdrawalMutation } from '../mutations/withdrawal-mutation';
import { placeFailure, schemaErrors } from '../security/form-errors';
import { FormError } from '../shared/form-error';
import { fieldProps } from '../shared/formik-field';
import { TextField } from '../shared/text-field';

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
  const errorText = useErrorText();
  const withdraw = useWithdrawalMutation(withdrawalApi.create);
  const attempt = useIdempotencyKey();
  const accountId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { bankAccountId: accounts[0]?.id ?? '', amount: '', paymentPassword: '' },
    validate: (values) => {
      const errors = schemaErrors(
        object({
          bankAccountId: string().required(t('mcwd_bank_account_required')),
          amount: amountSchema(t, { min: info.min, max: info.max }).test(
            'withdrawable',
            t('mcwd_amount_above_withdrawable'),
            (value) => {
              const parsed = parseMoneyInput(value ?? '');
              return !parsed.ok || parsed.minor <= info.withdrawable || info.wageringLeft > 0;
            },
          ),
          paymentPassword: string()
            .required(t('mca_payment_password_required'))
            .test('format', t('error_code_payment_password_format'), (value) =>
              isPaymentPassword(value ?? ''),
            ),
        }),
        values,
      );
      return errors;
    },
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setMade(null);
      const parsed = parseMoneyInput(values.amount);
      if (!parsed.ok) return;
      try {
        const order = await withdraw.mutateAsync({
          bankAccountId: values.bankAccountId,
          amount: parsed.minor,
          paymentPassword: values.paymentPassword,
          idempotencyKey: attempt.keyFor(`${values.bankAccountId}|${parsed.minor}`),
        });
        attempt.done();
        setMade(order.orderNo);
        helpers.resetForm({ values: { ...values, amount: '', paymentPassword: '' } });
      } catch (error) {
        setFailure(placeFailure(error, FIELD_OF, helpers.setFieldError, errorText(error)));
      }
    },
  });
  const accountError = formik.touched.bankAccountId ? formik.errors.bankAccountId : undefined;
  return (
    <form noValidate onSubmit={formik.handleSubmit} className="mq-mc-form" aria-label={t('mcwd_form')}>
      <div className="mq-mc-field">
        <label htmlFor={accountId} className="mq-mc-field__label">
          {t('mcwd_bank_account')}
        </label>
        <select
          id={accountId}
          className="mq-mc-field__input"
          aria-invalid={accountError ? true : undefined}
          aria-describedby={accountError ? `${accountId}-error` : undefined}
          {...formik.getFieldProps('bankAccountId')}
        >
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {account.bankName} {account.accountNumber}
            </option>
          ))}
        </select>
        {accountError && (
          <p id={`${accountId}-error`} className="mq-mc-field__error">
            {accountError}
          </p>
        )}
      </div>
      <TextField
        label={t('mc_amount')}
        inputMode="decimal"
        autoComplete="off"
        {...fieldProps(formik, 'amount')}
      />
      <TextField
        label={t('mca_payment_password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        {...fieldProps(formik, 'paymentPassword')}
      />
      <FormError message={failure} />
      {made && <p role="status">{t('mcwd_submitted', { orderNo: made })}</p>}
      <Button type="submit" loading={formik.isSubmitting}>
        {t('mcwd_submit')}
      </Button>
    </form>
  );
}
