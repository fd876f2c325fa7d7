import type { LoginResponse } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { fieldProps, TextField } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { object, string } from 'yup';
import { useLoginMutation } from '../mutations/login-mutation';
import { useCaptchaQuery } from '../queries/captcha-query';
import { AuthForm } from '../shared/auth-form';
import { PasswordField } from '../shared/password-field';
import { CaptchaField } from './captcha-field';
import type { CaptchaMode } from './captcha-mode';

export interface UsernameLoginFormProps {
  captchaMode?: CaptchaMode;
  onLoggedIn: (response: LoginResponse, password: string) => void;
}

/**
 * Username and password. A failure is shown in the player's language (it never says which of the
 * two was wrong) and keeps the username; the password and the single-use captcha are cleared.
 */
export function UsernameLoginForm({ captchaMode = 'after-failure', onLoggedIn }: UsernameLoginFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const login = useLoginMutation();
  const [failed, setFailed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const showCaptcha = captchaMode === 'always' || (captchaMode === 'after-failure' && failed);
  const captcha = useCaptchaQuery(showCaptcha);

  const schema = useMemo(
    () =>
      object({
        username: string().trim().required(t('enter_username')),
        password: string().required(t('enter_password')),
        captchaCode: showCaptcha ? string().trim().required(t('enter_captcha')) : string(),
      }),
    [t, showCaptcha],
  );

  const formik = useFormik({
    initialValues: { username: '', password: '', captchaCode: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const response = await login.mutateAsync({
          username: values.username.trim(),
          password: values.password,
          type: 'USERNAME',
          ...(showCaptcha && captcha.data
            ? { captchaId: captcha.data.captchaId, captchaCode: values.captchaCode.trim() }
            : {}),
        });
        onLoggedIn(response, values.password);
      } catch (error) {
        setFailure(errorText(error));
        setFailed(true);
        helpers.setValues({ username: values.username, password: '', captchaCode: '' }, false);
        helpers.setTouched({}, false);
        if (showCaptcha) void captcha.refetch();
      }
    },
  });
  useRevalidateOnLanguage(formik);

  return (
    <AuthForm
      formik={formik}
      label={t('login_by_username')}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      submitLabel={t('login')}
    >
      <TextField label={t('username')} autoComplete="username" {...fieldProps(formik, 'username')} />
      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        {...fieldProps(formik, 'password')}
      />
      {showCaptcha && <CaptchaField captcha={captcha} {...fieldProps(formik, 'captchaCode')} />}
    </AuthForm>
  );
}
