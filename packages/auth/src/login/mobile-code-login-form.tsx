import { type LoginResponse, mobileRule, smsCodeRule, validateField } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { Button } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { object } from 'yup';
import { CountryDialingSelect } from '../country/country-dialing-select';
import { useLoginByCodeMutation } from '../mutations/login-by-code-mutation';
import { useCountriesQuery } from '../queries/countries-query';
import { FormError } from '../shared/form-error';
import { fieldProps } from '../shared/formik-field';
import { ruleSchema } from '../shared/rule-test';
import { TextField } from '../shared/text-field';
import { SmsCodeButton } from '../sms/sms-code-button';

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
  const countries = useCountriesQuery(showCountryCode);
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
    <form
      noValidate
      onSubmit={formik.handleSubmit}
      className="mq-auth-form"
      aria-label={t('login_by_mobile')}
    >
      {showCountryCode && (
        <CountryDialingSelect
          label={t('country_code')}
          countries={countries.data ?? []}
          value={formik.values.countryDialingCode}
          onChange={(code) => void formik.setFieldValue('countryDialingCode', code)}
        />
      )}
      <TextField
        label={t('mobile_number')}
        type="tel"
        autoComplete="tel-national"
        {...fieldProps(formik, 'mobileNum')}
      />
      <TextField
        label={t('verification_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        {...fieldProps(formik, 'verificationCode')}
        trailing={
          <SmsCodeButton
            variant="noLogin"
            mobileNum={formik.values.mobileNum}
            countryDialingCode={formik.values.countryDialingCode}
            beforeSend={mobileReady}
          />
        }
      />
      <FormError message={failure} />
      <Button type="submit" fullWidth loading={formik.isSubmitting}>
        {t('login')}
      </Button>
    </form>
  );
}
