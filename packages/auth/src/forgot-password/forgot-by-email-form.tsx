import { emailRule, usernameRule } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { Form, fieldProps, TextField } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { object } from 'yup';
import { useForgotPasswordEmailMutation } from '../mutations/forgot-password-email-mutation';
import { ruleSchema } from '../shared/rule-test';
import { CoveredSubmit } from './covered-submit';

export interface ForgotByEmailFormProps {
  onSent: () => void;
}

/** Email reset: username (username rule) and the bound email; the platform mails a link. */
export function ForgotByEmailForm({ onSent }: ForgotByEmailFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const request = useForgotPasswordEmailMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      object({
        username: ruleSchema(t, usernameRule, { trim: true }),
        email: ruleSchema(t, emailRule, { trim: true }),
      }),
    [t],
  );
  const formik = useFormik({
    initialValues: { username: '', email: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await request.mutateAsync({ username: values.username.trim(), email: values.email.trim() });
        onSent();
      } catch (error) {
        setFailure(errorText(error));
      }
    },
  });
  useRevalidateOnLanguage(formik);

  return (
    <Form onSubmit={formik.handleSubmit} className="mq-auth-form mq-auth-form--covered">
      <TextField label={t('username')} autoComplete="username" {...fieldProps(formik, 'username')} />
      <TextField label={t('email')} type="email" autoComplete="email" {...fieldProps(formik, 'email')} />
      <CoveredSubmit failure={failure} pending={formik.isSubmitting}>
        {t('send_reset_email')}
      </CoveredSubmit>
    </Form>
  );
}
