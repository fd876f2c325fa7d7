import { useTranslation } from '@marquee/i18n';
import { fieldProps, TextField } from '@marquee/ui-kit';
import type { FormikProps } from 'formik';
import { CountryDialingSelect } from '../country/country-dialing-select';
import type { SmsCodeVariant } from '../mutations/sms-code-mutation';
import { useCountriesQuery } from '../queries/countries-query';
import type { SmsCaptcha } from '../sms/sms-captcha';
import { SmsCodeField } from '../sms/sms-code-field';

export interface PhoneCodeFieldsProps<V> {
  formik: FormikProps<V>;
  /** the form field holding the mobile number; the dialling code and SMS code are `countryDialingCode` and `verificationCode` */
  mobileField: keyof V & string;
  mobileLabel: string;
  /** the dialling-code picker; its countries load only when it is shown */
  showCountryCode: boolean;
  /** which SMS code to send; without one there is no SMS code field */
  smsVariant?: SmsCodeVariant | undefined;
  /** checks the number (and marks it touched) before a code is sent */
  beforeSend: () => boolean;
  /** the form's captcha, for the platforms that ask for one with the code */
  smsCaptcha?: SmsCaptcha | undefined;
}

/** The country, mobile number and SMS code block of every phone form. */
export function PhoneCodeFields<V>({
  formik,
  mobileField,
  mobileLabel,
  showCountryCode,
  smsVariant,
  beforeSend,
  smsCaptcha,
}: PhoneCodeFieldsProps<V>) {
  const { t } = useTranslation();
  const countries = useCountriesQuery(showCountryCode);
  const values = formik.values as Record<string, unknown>;
  const countryDialingCode = String(values.countryDialingCode ?? '');
  return (
    <>
      {showCountryCode && (
        <CountryDialingSelect
          label={t('country_code')}
          countries={countries.data ?? []}
          value={countryDialingCode}
          onChange={(code) => void formik.setFieldValue('countryDialingCode', code)}
        />
      )}
      <TextField
        label={mobileLabel}
        type="tel"
        autoComplete="tel-national"
        {...fieldProps(formik, mobileField)}
      />
      {smsVariant && (
        <SmsCodeField
          label={t('verification_code')}
          {...fieldProps(formik, 'verificationCode' as keyof V & string)}
          variant={smsVariant}
          mobileNum={String(values[mobileField] ?? '')}
          countryDialingCode={countryDialingCode}
          beforeSend={beforeSend}
          captcha={smsCaptcha}
        />
      )}
    </>
  );
}
