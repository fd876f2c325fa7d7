import { isPaymentPassword } from '@marquee/api-client';
import { type TFunction, useTranslation } from '@marquee/i18n';
import { AmountField, fieldProps, PaymentPasswordField } from '@marquee/ui-kit';
import { string } from 'yup';

/**
 * Where a transfer's refusals land (`useSubmitFailure`): the amount's on the amount, the payment
 * password's on its field; the form keeps every value typed.
 */
export const TRANSFER_REFUSAL_FIELDS = {
  AMOUNT_BELOW_MIN: 'amount',
  INSUFFICIENT_BALANCE: 'amount',
  WRONG_PAYMENT_PASSWORD: 'paymentPassword',
  TOO_MANY_ATTEMPTS: 'paymentPassword',
  PAYMENT_PASSWORD_NOT_SET: 'paymentPassword',
} as const;

/** The payment password's rule: asked for, then six digits as the platform wants it. */
export function paymentPasswordSchema(t: TFunction) {
  return string()
    .required(t('mca_payment_password_required'))
    .test('digits', t('error_code_payment_password_format'), (value) => !value || isPaymentPassword(value));
}

/** The amount and the payment password that let money leave the account (a withdrawal, a transfer). */
export function AmountAndPasswordFields<V extends { amount: string; paymentPassword: string }>({
  formik,
}: {
  /** the money form (formik's `useFormik()` result) */
  formik: Parameters<typeof fieldProps<V>>[0];
}) {
  const { t } = useTranslation();
  return (
    <>
      <AmountField label={t('mc_amount')} {...fieldProps(formik, 'amount')} />
      <PaymentPasswordField label={t('mca_payment_password')} {...fieldProps(formik, 'paymentPassword')} />
    </>
  );
}
