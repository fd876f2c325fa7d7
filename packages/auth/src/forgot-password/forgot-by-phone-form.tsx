import {
  type LoginResponse,
  mobileRule,
  passwordRule,
  smsCodeRule,
  validateField,
} from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { Button, Form, FormError, fieldProps, LoadingCover } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { object } from 'yup';
import { useLoginMutation } from '../mutations/login-mutation';
import { useSetPasswordByPhoneMutation } from '../mutations/set-password-by-phone-mutation';
import { PasswordField } from '../shared/password-field';
import { PhoneCodeFields } from '../shared/phone-code-fields';
import { ruleSchema } from '../shared/rule-test';

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
    () =>
      object({
        mobileNum: ruleSchema(t, mobileRule, { trim: true }),
        verificationCode: ruleSchema(t, smsCodeRule, { trim: true }),
        newPassword: ruleSchema(t, passwordRule),
      }),
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
      const mobileNum = values.mobileNum.trim();
      try {
        await reset.mutateAsync({
          mobileNum,
          countryDialingCode: values.countryDialingCode,
          verificationCode: values.verificationCode.trim(),
          newPassword: values.newPassword,
        });
        const response = await login.mutateAsync({
          username: mobileNum,
          password: values.newPassword,
          type: '',
        });
        onLoggedIn(response, values.newPassword);
      } catch (error) {
        setFailure(errorText(error));
      }
    },
  });

  const mobileReady = () => {
    void formik.setFieldTouched('mobileNum', true);
    return validateField(mobileRule, formik.values.mobileNum.trim()).ok;
  };

  return (
    <Form onSubmit={formik.handleSubmit} className="mq-auth-form mq-auth-form--covered">
      <PhoneCodeFields
        formik={formik}
        mobileField="mobileNum"
        mobileLabel={t('mobile_number')}
        showCountryCode={showCountryCode}
        smsVariant="noLogin"
        beforeSend={mobileReady}
      />
      <PasswordField
        label={t('new_password')}
        autoComplete="new-password"
        {...fieldProps(formik, 'newPassword')}
      />
      <FormError message={failure} />
      <Button type="submit" fullWidth disabled={formik.isSubmitting}>
        {t('reset_password')}
      </Button>
      <LoadingCover active={formik.isSubmitting} label={t('loading')} />
    </Form>
  );
}
