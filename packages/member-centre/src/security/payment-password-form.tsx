import { type PaymentPasswordRequest, securityApi } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { FormError, fieldProps, PaymentPasswordField, SubmitButton } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useState } from 'react';
import { object, ref, string } from 'yup';
import { useSecurityMutation } from '../mutations/security-mutation';
import { paymentPasswordSchema } from '../shared/amount-and-password';
import { placeFailure, schemaErrors } from './form-errors';

export interface PaymentPasswordFormProps {
  /** a change asks for the current one first */
  hasPaymentPassword: boolean;
}

/** Sets the payment password (needed to withdraw, transfer and remove a bank account), or changes it. */
export function PaymentPasswordForm({ hasPaymentPassword }: PaymentPasswordFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useSecurityMutation(securityApi.paymentPassword);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const formik = useFormik({
    initialValues: { oldPaymentPassword: '', paymentPassword: '', confirmPaymentPassword: '' },
    validate: (values) =>
      schemaErrors(
        object({
          oldPaymentPassword: hasPaymentPassword
            ? string().required(t('error_code_old_payment_password_required'))
            : string(),
          paymentPassword: paymentPasswordSchema(t),
          confirmPaymentPassword: string()
            .required(t('mca_payment_password_required'))
            .oneOf([ref('paymentPassword')], t('inconsistent_twice')),
        }),
        values,
      ),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setSaved(false);
      const request: PaymentPasswordRequest = {
        paymentPassword: values.paymentPassword,
        confirmPaymentPassword: values.confirmPaymentPassword,
        ...(hasPaymentPassword ? { oldPaymentPassword: values.oldPaymentPassword } : {}),
      };
      try {
        await save.mutateAsync(request);
        helpers.resetForm();
        setSaved(true);
      } catch (error) {
        setFailure(
          placeFailure(
            error,
            {
              WRONG_PAYMENT_PASSWORD: 'oldPaymentPassword',
              OLD_PAYMENT_PASSWORD_REQUIRED: 'oldPaymentPassword',
              TOO_MANY_ATTEMPTS: 'oldPaymentPassword',
              PAYMENT_PASSWORD_FORMAT: 'paymentPassword',
              CONFIRM_MISMATCH: 'confirmPaymentPassword',
            },
            helpers.setFieldError,
            errorText(error),
          ),
        );
      }
    },
  });
  const title = hasPaymentPassword ? t('mca_change_payment_password') : t('mca_set_payment_password');
  return (
    <form noValidate onSubmit={formik.handleSubmit} className="mq-form mq-mc-form" aria-label={title}>
      {hasPaymentPassword && (
        <PaymentPasswordField
          label={t('mca_current_payment_password')}
          {...fieldProps(formik, 'oldPaymentPassword')}
        />
      )}
      <PaymentPasswordField
        label={t('mca_new_payment_password')}
        {...fieldProps(formik, 'paymentPassword')}
      />
      <PaymentPasswordField
        label={t('mca_confirm_payment_password')}
        {...fieldProps(formik, 'confirmPaymentPassword')}
      />
      <p className="mq-mc-hint">{t('mca_payment_password_hint')}</p>
      <FormError message={failure} />
      {saved && <p role="status">{t('mca_saved')}</p>}
      <SubmitButton pending={formik.isSubmitting}>{title}</SubmitButton>
    </form>
  );
}
