import { type Endpoint, isTotpCode } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { useSubmitFailure } from '@marquee/session';
import { fieldProps, schemaErrors, TextField } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import { useSecurityMutation } from '../mutations/security-mutation';
import { MemberForm } from '../shared/member-form';

export interface GoogleAuthCodeFormProps {
  endpoint: Endpoint<{ code: string }, null>;
  /** the form's name and its button */
  submitLabel: string;
}

/** The six-digit code of the authenticator app, for binding it or unbinding it. */
export function GoogleAuthCodeForm({ endpoint, submitLabel }: GoogleAuthCodeFormProps) {
  const { t } = useTranslation();
  const send = useSecurityMutation(endpoint);
  const { failure, trySubmit } = useSubmitFailure({ INVALID_CODE: 'code' });
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
    onSubmit: (values, helpers) => trySubmit(helpers, () => send.mutateAsync({ code: values.code.trim() })),
  });
  useRevalidateOnLanguage(formik);
  return (
    <MemberForm label={submitLabel} formik={formik} failure={failure} submitLabel={submitLabel}>
      <TextField
        label={t('mca_totp_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        {...fieldProps(formik, 'code')}
      />
    </MemberForm>
  );
}
