import { isPaymentPassword, type PaymentPasswordRequest, securityApi } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { Button } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useState } from 'react';
import { object, ref, string } from 'yup';
import { useSecurityMutation } from '../mutations/security-mutation';
import { FormError } from '../shared/form-error';
import { fieldProps } from '../shared/formik-field';
import { TextField } from '../shared/text-field';
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
    validate: (values) => {
      const sixDigits = string()
        .required(t('mca_payment_password_required'))
        .test(
          'digits',
          t('error_code_payment_password_format'),
          (value) => !value || isPaymentPassword(value),
        );
      return schemaErrors(
        object({
          oldPaymentPassword: hasPaymentPassword
            ? string().required(t('error_code_old_payment_password_required'))
            : string(),
          paymentPassword: sixDigits,
          confirmPaymentPassword: string()
            .required(t('mca_payment_password_required'))
            .oneOf([ref('paymentPassword')], t('inconsistent_twice')),
        }),
        values,
      );
    },
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
  const secret = { type: 'password', inputMode: 'numeric', autoComplete: 'off' } as const;
  return (
    <form noValidate onSubmit={formik.handleSubmit} className="mq-mc-form" aria-label={title}>
      {hasPaymentPassword && (
        <TextField
          label={t('mca_current_payment_password')}
          {...secret}
          {...fieldProps(formik, 'oldPaymentPassword')}
        />
      )}
      <TextField
        label={t('mca_new_payment_password')}
        {...secret}
        {...fieldProps(formik, 'paymentPassword')}
      />
      <TextField
        label={t('mca_confirm_payment_password')}
        {...secret}
        {...fieldProps(formik, 'confirmPaymentPassword')}
      />
      <p className="mq-mc-hint">{t('mca_payment_password_hint')}</p>
      <FormError message={failure} />
      {saved && <p role="status">{t('mca_saved')}</p>}
      <Button type="submit" loading={formik.isSubmitting}>
        {title}
      </Button>
    </form>
  );
}
