import { mobileRule, smsCodeRule, validateField } from '@marquee/api-client';
import { type TFunction, useTranslation } from '@marquee/i18n';
import type { FormikProps } from 'formik';
import { PhoneCodeFields } from './phone-code-fields';
import { ruleSchema } from './rule-test';

/** The values of a form that sends an SMS code to a number no one needs to be logged in for. */
export interface MobileCodeValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}

/** The schema of the number and the code, both checked as they will be sent (trimmed). */
export function mobileCodeSchema(t: TFunction) {
  return {
    mobileNum: ruleSchema(t, mobileRule, { trim: true }),
    verificationCode: ruleSchema(t, smsCodeRule, { trim: true }),
  };
}

/** The number and the code as the platform takes them. */
export function mobileCodeRequest({ countryDialingCode, mobileNum, verificationCode }: MobileCodeValues) {
  return { countryDialingCode, mobileNum: mobileNum.trim(), verificationCode: verificationCode.trim() };
}

export interface MobileCodeFieldsProps<V extends MobileCodeValues> {
  formik: FormikProps<V>;
  /** the dialling-code picker; otherwise the brand's default is sent */
  showCountryCode: boolean;
}

/**
 * The country, mobile number and SMS code of a logged-out phone form (mobile login, phone reset):
 * the code is sent only once the number passes the mobile rule, which marks it touched to say why.
 */
export function MobileCodeFields<V extends MobileCodeValues>({
  formik,
  showCountryCode,
}: MobileCodeFieldsProps<V>) {
  const { t } = useTranslation();
  const mobileReady = () => {
    void formik.setFieldTouched('mobileNum', true);
    return validateField(mobileRule, formik.values.mobileNum.trim()).ok;
  };
  return (
    <PhoneCodeFields
      formik={formik}
      mobileField="mobileNum"
      mobileLabel={t('mobile_number')}
      showCountryCode={showCountryCode}
      smsVariant="noLogin"
      beforeSend={mobileReady}
    />
  );
}
