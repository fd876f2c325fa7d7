import {
  type ErrorCode,
  emailRule,
  mobileRule,
  securityApi,
  smsCodeRule,
  validateField,
} from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { placeFailure, useErrorText, useSubmitFailure } from '@marquee/session';
import { CodeField, fieldProps, schemaErrors, TextField } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useState } from 'react';
import { object, string } from 'yup';
import { useSecurityMutation } from '../mutations/security-mutation';
import { MemberForm } from '../shared/member-form';

export interface ContactBindFormProps {
  kind: 'mobile' | 'email';
  /** what is bound now: the form then changes it */
  current: string | null;
}

const ENDPOINTS = {
  mobile: {
    code: securityApi.mobileCode,
    currentCode: securityApi.currentMobileCode,
    bind: securityApi.bindMobile,
  },
  email: {
    code: securityApi.emailCode,
    currentCode: securityApi.currentEmailCode,
    bind: securityApi.bindEmail,
  },
};

const ADDRESS_CODES: Partial<Record<ErrorCode, string>> = {
  MOBILE_TAKEN: 'address',
  EMAIL_TAKEN: 'address',
  PHONE_FORMAT: 'address',
  FIELD_REQUIRED: 'address',
  FIELD_LENGTH: 'address',
  FIELD_FORMAT: 'address',
  TOO_MANY_SMS: 'address',
};

/** The refusals of a change that concern what proves it. */
const CHANGE_CODES: Partial<Record<ErrorCode, string>> = {
  WRONG_PASSWORD: 'password',
  TOO_MANY_ATTEMPTS: 'password',
  INVALID_CURRENT_CODE: 'currentContactCode',
};

/**
 * Binds or changes the mobile number (an SMS code) or the email address (a mailed code): send the
 * code to the new address, then type it. A change also asks for the login or payment password and
 * a code sent to the contact bound now, so a session alone cannot move where codes go.
 */
export function ContactBindForm({ kind, current }: ContactBindFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const sendCode = useSecurityMutation(ENDPOINTS[kind].code);
  const sendCurrentCode = useSecurityMutation(ENDPOINTS[kind].currentCode);
  const bind = useSecurityMutation(ENDPOINTS[kind].bind);
  const { failure, setFailure, trySubmit } = useSubmitFailure({
    ...ADDRESS_CODES,
    ...CHANGE_CODES,
    INVALID_CODE: 'verificationCode',
  });
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);
  const [currentSentMinutes, setCurrentSentMinutes] = useState<number | null>(null);
  const [bound, setBound] = useState(false);
  const mobile = kind === 'mobile';
  const addressLabel = mobile ? t('mca_mobile') : t('mca_email');
  const addressRule = mobile ? mobileRule : emailRule;
  const codeSchema = string()
    .required(t('mca_code_required'))
    .test('digits', t('mca_code_format'), (value) => !value || validateField(smsCodeRule, value.trim()).ok);
  const addressSchema = string()
    .required(mobile ? t('mca_mobile_required') : t('mca_email_required'))
    .test('format', mobile ? t('mca_mobile_format') : t('mca_email_format'), (value) =>
      Boolean(value && validateField(addressRule, value.trim()).ok),
    );
  const formik = useFormik({
    initialValues: {
      countryDialingCode: '63',
      address: '',
      verificationCode: '',
      password: '',
      currentContactCode: '',
    },
    validate: (values) =>
      schemaErrors(
        object({
          countryDialingCode: mobile
            ? string()
                .required(t('mca_country_code_required'))
                .matches(/^\+?\d{1,4}$/, t('mca_country_code_format'))
            : string(),
          address: addressSchema,
          verificationCode: codeSchema,
          password: current ? string().required(t('mca_contact_password_required')) : string(),
          currentContactCode: current ? codeSchema : string(),
        }),
        values,
      ),
    onSubmit: (values, helpers) => {
      setBound(false);
      return trySubmit(helpers, async () => {
        await bind.mutateAsync(request(values, true) as never);
        helpers.resetForm();
        setSentMinutes(null);
        setCurrentSentMinutes(null);
        setBound(true);
      });
    },
  });
  useRevalidateOnLanguage(formik);

  function request(values: typeof formik.values, withCode: boolean) {
    const address = mobile
      ? { countryDialingCode: values.countryDialingCode.replace(/^\+/, ''), mobileNum: values.address.trim() }
      : { email: values.address.trim() };
    if (!withCode) return address;
    const proof = current
      ? { password: values.password, currentContactCode: values.currentContactCode.trim() }
      : {};
    return { ...address, verificationCode: values.verificationCode.trim(), ...proof };
  }

  async function onSendCurrentCode() {
    setFailure(null);
    try {
      const sent = await sendCurrentCode.mutateAsync(undefined as never);
      setCurrentSentMinutes((sent as { expiredMinutes: number }).expiredMinutes);
    } catch (error) {
      setFailure(errorText(error));
    }
  }

  async function onSendCode() {
    setFailure(null);
    await formik.setFieldTouched('address', true, false);
    try {
      await addressSchema.validate(formik.values.address);
    } catch (error) {
      formik.setFieldError('address', (error as Error).message);
      return;
    }
    try {
      const sent = await sendCode.mutateAsync(request(formik.values, false) as never);
      setSentMinutes((sent as { expiredMinutes: number }).expiredMinutes);
    } catch (error) {
      setFailure(placeFailure(error, ADDRESS_CODES, formik.setFieldError, errorText(error)));
    }
  }

  const title = current
    ? mobile
      ? t('mca_change_mobile')
      : t('mca_change_email')
    : mobile
      ? t('mca_bind_mobile')
      : t('mca_bind_email');
  return (
    <MemberForm
      label={title}
      formik={formik}
      failure={failure}
      status={bound ? t('mca_saved') : null}
      submitLabel={title}
    >
      {current && (
        <>
          <p>{t('mca_change_contact_hint')}</p>
          <TextField
            label={t('mca_contact_password')}
            type="password"
            autoComplete="current-password"
            {...fieldProps(formik, 'password')}
          />
          <CodeField
            label={t('mca_current_contact_code', { current })}
            {...fieldProps(formik, 'currentContactCode')}
            sendLabel={t('mca_send_code')}
            sendAriaLabel={t('mca_send_current_code', { current })}
            sending={sendCurrentCode.isPending}
            onSend={onSendCurrentCode}
          />
          {currentSentMinutes !== null && (
            <p role="status">{t('mca_code_sent', { minutes: currentSentMinutes })}</p>
          )}
        </>
      )}
      {mobile && (
        <TextField
          label={t('mca_country_code')}
          inputMode="tel"
          autoComplete="tel-country-code"
          {...fieldProps(formik, 'countryDialingCode')}
        />
      )}
      <CodeField
        label={addressLabel}
        type={mobile ? 'tel' : 'email'}
        inputMode={mobile ? 'tel' : 'email'}
        autoComplete={mobile ? 'tel-national' : 'email'}
        {...fieldProps(formik, 'address')}
        sendLabel={t('mca_send_code')}
        sending={sendCode.isPending}
        onSend={onSendCode}
      />
      {sentMinutes !== null && <p role="status">{t('mca_code_sent', { minutes: sentMinutes })}</p>}
      <TextField
        label={t('mca_verification_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        {...fieldProps(formik, 'verificationCode')}
      />
    </MemberForm>
  );
}
