import { type Endpoint, isTotpCode } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { FormError, fieldProps, SubmitButton, TextField } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useState } from 'react';
import { object, string } from 'yup';
import { useSecurityMutation } from '../mutations/security-mutation';
import { placeFailure, schemaErrors } from './form-errors';

export interface GoogleAuthCodeFormProps {
  endpoint: Endpoint<{ code: string }, null>;
  /** the form's name and its button */
  submitLabel: string;
}

/** The six-digit code of the authenticator app, for binding it or unbinding it. */
export function GoogleAuthCodeForm({ endpoint, submitLabel }: GoogleAuthCodeFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const send = useSecurityMutation(endpoint);
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { code: '' },
    validate: (values) =>
      schemaErrors(
        object({
          code: string()
            .required(t('mca_totp_code_required'))
            .test('digits', t('mca_totp_code_format'), (value) => !value || isTotpCode(value.trim())),
        }),
        values,
      ),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await send.mutateAsync({ code: values.code.trim() });
      } catch (error) {
        setFailure(placeFailure(error, { INVALID_CODE: 'code' }, helpers.setFieldError, errorText(error)));
      }
    },
  });
  return (
    <form noValidate onSubmit={formik.handleSubmit} className="mq-form mq-mc-form" aria-label={submitLabel}>
      <TextField
        label={t('mca_totp_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        {...fieldProps(formik, 'code')}
      />
      <FormError message={failure} />
      <SubmitButton pending={formik.isSubmitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
