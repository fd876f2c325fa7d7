import { type PaymentPasswordRequest, securityApi } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { paymentPasswordSchema, useSubmitFailure } from '@marquee/session';
import { fieldProps, PaymentPasswordField, schemaErrors } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useState } from 'react';
import { object, ref, string } from 'yup';
import { useSecurityMutation } from '../mutations/security-mutation';
import { MemberForm } from '../shared/member-form';

export interface PaymentPasswordFormProps {
  /** a change asks for the current one first */
  hasPaymentPassword: boolean;
}

/** Sets the payment password (needed to withdraw, transfer and remove a bank account), or changes it. */
export function PaymentPasswordForm({ hasPaymentPassword }: PaymentPasswordFormProps) {
  const { t } = useTranslation();
  const save = useSecurityMutation(securityApi.paymentPassword);
  const { failure, trySubmit } = useSubmitFailure({
    WRONG_PAYMENT_PASSWORD: 'oldPaymentPassword',
    OLD_PAYMENT_PASSWORD_REQUIRED: 'oldPaymentPassword',
    TOO_MANY_ATTEMPTS: 'oldPaymentPassword',
    PAYMENT_PASSWORD_FORMAT: 'paymentPassword',
    CONFIRM_MISMATCH: 'confirmPaymentPassword',
  });
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
    onSubmit: (values, helpers) => {
      setSaved(false);
      const request: PaymentPasswordRequest = {
        paymentPassword: values.paymentPassword,
        confirmPaymentPassword: values.confirmPaymentPassword,
        ...(hasPaymentPassword ? { oldPaymentPassword: values.oldPaymentPassword } : {}),
      };
      return trySubmit(helpers, async () => {
        await save.mutateAsync(request);
        helpers.resetForm();
        setSaved(true);
      });
    },
  });
  useRevalidateOnLanguage(formik);
  const title = hasPaymentPassword ? t('mca_change_payment_password') : t('mca_set_payment_password');
  return (
    <MemberForm
      label={title}
      formik={formik}
      failure={failure}
      status={saved ? t('mca_saved') : null}
      submitLabel={title}
    >
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
    </MemberForm>
  );
}
