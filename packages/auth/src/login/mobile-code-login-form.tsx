import { type LoginResponse, mobileRule, smsCodeRule, validateField } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { Form, FormError, SubmitButton } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { object } from 'yup';
import { useLoginByCodeMutation } from '../mutations/login-by-code-mutation';
import { PhoneCodeFields } from '../shared/phone-code-fields';
import { ruleSchema } from '../shared/rule-test';

export interface MobileCodeLoginFormProps {
  /** LOGINCOUNTRYCODE3: let the player pick the dialling code; otherwise the brand's default is sent */
  showCountryCode: boolean;
  defaultCountryDialingCode: string;
  onLoggedIn: (response: LoginResponse) => void;
}

/** Login with a mobile number and an SMS code (MOBILEVERCODELOGIN3). */
export function MobileCodeLoginForm({
  showCountryCode,
  defaultCountryDialingCode,
  onLoggedIn,
}: MobileCodeLoginFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const login = useLoginByCodeMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const schema = useMemo(
    () =>
      object({
        mobileNum: ruleSchema(t, mobileRule, { trim: true }),
        verificationCode: ruleSchema(t, smsCodeRule, { trim: true }),
      }),
    [t],
  );
  const formik = useFormik({
    initialValues: { countryDialingCode: defaultCountryDialingCode, mobileNum: '', verificationCode: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        onLoggedIn(
          await login.mutateAsync({
            mobileNum: values.mobileNum.trim(),
            countryDialingCode: values.countryDialingCode,
            verificationCode: values.verificationCode.trim(),
          }),
        );
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
    <Form onSubmit={formik.handleSubmit} className="mq-auth-form" label={t('login_by_mobile')}>
      <PhoneCodeFields
        formik={formik}
        mobileField="mobileNum"
        mobileLabel={t('mobile_number')}
        showCountryCode={showCountryCode}
        smsVariant="noLogin"
        beforeSend={mobileReady}
      />
      <FormError message={failure} />
      <SubmitButton fullWidth pending={formik.isSubmitting}>
        {t('login')}
      </SubmitButton>
    </Form>
  );
}
