import { type LoginResponse, passwordRule } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { Form, fieldProps } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { object } from 'yup';
import { useLoginMutation } from '../mutations/login-mutation';
import { useSetPasswordByPhoneMutation } from '../mutations/set-password-by-phone-mutation';
import { MobileCodeFields, mobileCodeRequest, mobileCodeSchema } from '../shared/mobile-code-fields';
import { PasswordField } from '../shared/password-field';
import { ruleSchema } from '../shared/rule-test';
import { CoveredSubmit } from './covered-submit';

export interface ForgotByPhoneFormProps {
  showCountryCode: boolean;
  defaultCountryDialingCode: string;
  /** the automatic login after the reset succeeded */
  onLoggedIn: (response: LoginResponse, password: string) => void;
}

/**
 * Phone reset: mobile, SMS code, new password; then an automatic login with the
 * trimmed mobile number as username, an empty type and the new password.
 */
export function ForgotByPhoneForm({
  showCountryCode,
  defaultCountryDialingCode,
  onLoggedIn,
}: ForgotByPhoneFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const reset = useSetPasswordByPhoneMutation();
  const login = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () => object({ ...mobileCodeSchema(t), newPassword: ruleSchema(t, passwordRule) }),
    [t],
  );
  const formik = useFormik({
    initialValues: {
      countryDialingCode: defaultCountryDialingCode,
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
    },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      const phone = mobileCodeRequest(values);
      try {
        await reset.mutateAsync({ ...phone, newPassword: values.newPassword });
        const response = await login.mutateAsync({
          username: phone.mobileNum,
          password: values.newPassword,
          type: '',
        });
        onLoggedIn(response, values.newPassword);
      } catch (error) {
        setFailure(errorText(error));
      }
    },
  });
  useRevalidateOnLanguage(formik);

  return (
    <Form onSubmit={formik.handleSubmit} className="mq-auth-form mq-auth-form--covered">
      <MobileCodeFields formik={formik} showCountryCode={showCountryCode} />
      <PasswordField
        label={t('new_password')}
        autoComplete="new-password"
        {...fieldProps(formik, 'newPassword')}
      />
      <CoveredSubmit failure={failure} pending={formik.isSubmitting}>
        {t('reset_password')}
      </CoveredSubmit>
    </Form>
  );
}
