import {
  isAdultBirthday,
  type LoginResponse,
  mobileRule,
  passwordRule,
  type RegisterMobileRequest,
  type RegisterRequest,
  type RegistrationContext,
  type RegistrationFieldRule,
  refusedPlayLimit,
  smsCodeRule,
  validateField,
} from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { CheckboxField, Form, FormError, fieldProps, SubmitButton, TextField } from '@marquee/ui-kit';
import { type FormikErrors, useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { array, boolean, object, type Schema, string } from 'yup';
import { type AuthFeatures, hasFeature } from '../features/auth-features';
import { CaptchaField } from '../login/captcha-field';
import { useLoginFlow } from '../login/use-login-flow';
import { useRegisterMobileMutation } from '../mutations/register-mobile-mutation';
import { useRegisterMutation } from '../mutations/register-mutation';
import { useSetPlayLimitsMutation } from '../mutations/set-play-limits-mutation';
import { useCaptchaQuery } from '../queries/captcha-query';
import { isCaptchaNeeded } from '../shared/captcha-needed';
import { PasswordField } from '../shared/password-field';
import { PhoneCodeFields } from '../shared/phone-code-fields';
import { confirmationSchema, ruleSchema } from '../shared/rule-test';
import type { SmsCaptcha } from '../sms/sms-captcha';
import {
  firstPlayLimitRow,
  PLAY_LIMITS_FIELD,
  PlayLimitFields,
  type PlayLimitRow,
  playLimitRowsSchema,
  playLimitSettings,
} from './play-limit-fields';
import { PlayLimitRetry, type PlayLimitsNotSet } from './play-limit-retry';
import {
  FIELD_LABEL_KEYS,
  formFields,
  isMobileField,
  isPasswordField,
  type RegisterMode,
} from './register-fields';
import { SuggestUsernameButton } from './suggest-username-button';

type Values = Record<string, string | boolean | PlayLimitRow[]>;

/** An account made whose play limits the platform did not set: what to offer again. */
interface LimitsNotSet extends PlayLimitsNotSet {
  response: LoginResponse;
  password: string | undefined;
}

/** Values typed into the rule-driven fields, without empties, under their contract names. */
function profileValues(values: Values, fields: readonly RegistrationFieldRule[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { field } of fields) {
    const raw = values[field];
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    out[isMobileField(field) ? 'mobileNum' : field] = isPasswordField(field) ? raw : raw.trim();
  }
  return out;
}

export interface RegisterRuleFormProps {
  mode: RegisterMode;
  rules: RegistrationFieldRule[];
  features: AuthFeatures | undefined;
  onAuthenticated: () => void;
  defaultCountryDialingCode: string;
  minimumAge: number;
  /** starting values of rule fields, e.g. the referral code of an invite-friends link */
  prefill?: Readonly<Record<string, string>> | undefined;
  context: () => RegistrationContext;
}

/**
 * One registration form (by username or by mobile) built from the rules; see RegisterForm.
 */
export function RegisterRuleForm({
  mode,
  rules,
  features,
  onAuthenticated,
  defaultCountryDialingCode,
  minimumAge,
  prefill,
  context,
}: RegisterRuleFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const flow = useLoginFlow(onAuthenticated);
  const register = useRegisterMutation();
  const registerMobile = useRegisterMobileMutation();
  const setPlayLimits = useSetPlayLimitsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [limitsNotSet, setLimitsNotSet] = useState<LimitsNotSet | null>(null);
  // the platform asks for a captcha once an IP has tried a few registrations
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captcha = useCaptchaQuery(captchaAsked);
  const withMobilePassword = mode === 'username' || hasFeature(features, 'MOBILENUMPASSREG3');
  const fields = useMemo(() => {
    const list = formFields(rules, mode, withMobilePassword);
    // the mobile form always needs a password field when MOBILENUMPASSREG3 asks for one
    if (mode === 'mobile' && withMobilePassword && !list.some((rule) => rule.field === 'password')) {
      list.push({ ...passwordRule });
    }
    return list;
  }, [rules, mode, withMobilePassword]);
  const mobileRuleInUse = useMemo(
    () => (mode === 'mobile' ? (rules.find((rule) => isMobileField(rule.field)) ?? mobileRule) : null),
    [rules, mode],
  );
  const usernameFormMobile = fields.find((rule) => isMobileField(rule.field));
  const phoneField = mode === 'mobile' ? 'mobileNum' : usernameFormMobile?.field;
  const withSmsCode = phoneField !== undefined && (mode === 'mobile' || hasFeature(features, 'REGMOBVERF3'));
  const hasPassword = fields.some((rule) => rule.field === 'password');

  const schema = useMemo(() => {
    const shape: Record<string, Schema> = {};
    for (const rule of fields) {
      const field = ruleSchema(t, rule, { trim: !isPasswordField(rule.field) });
      // the platform refuses a birthday younger than the brand's age with the same words
      shape[rule.field] =
        rule.field === 'birthday'
          ? field.test(
              'adult',
              t('error_code_birthday_format', { min: minimumAge }),
              (value) => !value || isAdultBirthday(value, new Date(), minimumAge),
            )
          : field;
    }
    if (mobileRuleInUse)
      shape.mobileNum = ruleSchema(t, { ...mobileRuleInUse, required: true }, { trim: true });
    if (withSmsCode) shape.verificationCode = ruleSchema(t, smsCodeRule, { trim: true });
    if (hasPassword) shape.verifyPwd = confirmationSchema(t, 'password');
    if (captchaAsked) shape.captchaCode = string().trim().required(t('enter_captcha'));
    shape.agreeTerms = boolean().oneOf([true], t('agree_terms_required'));
    shape.ageConfirmed = boolean().oneOf([true], t('age_statement_required', { age: minimumAge }));
    shape[PLAY_LIMITS_FIELD] = array().when('playLimit', ([wanted], skipped) =>
      wanted === true ? playLimitRowsSchema(t) : skipped,
    );
    return object(shape);
  }, [t, fields, mobileRuleInUse, withSmsCode, hasPassword, minimumAge, captchaAsked]);

  const initialValues: Values = {
    countryDialingCode: defaultCountryDialingCode,
    agreeTerms: false,
    ageConfirmed: false,
    captchaCode: '',
    // the optional play limits: one unticked box for whoever skips them
    playLimit: false,
    [PLAY_LIMITS_FIELD]: [firstPlayLimitRow()],
  };
  for (const rule of fields) initialValues[rule.field] = prefill?.[rule.field] ?? '';
  if (mobileRuleInUse) initialValues.mobileNum = '';
  if (withSmsCode) initialValues.verificationCode = '';
  if (hasPassword) initialValues.verifyPwd = '';

  const formik = useFormik<Values>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const profile = profileValues(values, fields);
      const dialing = String(values.countryDialingCode ?? '');
      const code = String(values.verificationCode ?? '').trim();
      const password = String(values.password ?? '');
      const captchaFields =
        captchaAsked && captcha.data
          ? { captchaId: captcha.data.captchaId, captchaCode: String(values.captchaCode ?? '').trim() }
          : {};
      try {
        let response: LoginResponse;
        if (mode === 'mobile') {
          const request: RegisterMobileRequest = {
            ...context(),
            ...profile,
            mobileNum: String(values.mobileNum ?? '').trim(),
            countryDialingCode: dialing,
            verificationCode: code,
            ...(hasPassword ? { password, verifyPwd: String(values.verifyPwd ?? '') } : {}),
            ...captchaFields,
          };
          response = await registerMobile.mutateAsync(request);
        } else {
          const request: RegisterRequest = {
            ...context(),
            ...profile,
            username: String(values.username ?? '').trim(),
            password,
            verifyPwd: String(values.verifyPwd ?? ''),
            ...(profile.mobileNum ? { countryDialingCode: dialing } : {}),
            ...(withSmsCode && code ? { verificationCode: code } : {}),
            ...captchaFields,
          };
          response = await register.mutateAsync(request);
        }
        const typed = hasPassword ? password : undefined;
        if (values.playLimit === true && response.token) {
          const rows = values[PLAY_LIMITS_FIELD] as PlayLimitRow[];
          try {
            await setPlayLimits.mutateAsync({ limits: playLimitSettings(rows) });
          } catch (error) {
            // the account exists and is signed in: the limits are offered again, never silently dropped
            setLimitsNotSet({
              rows,
              reason: errorText(error),
              refused: refusedPlayLimit(error instanceof Error && 'details' in error ? error.details : null),
              response,
              password: typed,
            });
            return;
          }
        }
        flow.handle(response, typed);
      } catch (error) {
        setFailure(errorText(error));
        // a captcha is single-use: whatever the answer, the next attempt needs a new one
        if (captchaAsked) {
          void captcha.refetch();
          void helpers.setFieldValue('captchaCode', '', false);
        } else if (isCaptchaNeeded(error)) {
          setCaptchaAsked(true);
        }
      }
    },
  });
  useRevalidateOnLanguage(formik);

  const text = (name: string) => fieldProps(formik, name);
  const phoneValue = phoneField ? String(formik.values[phoneField] ?? '') : '';
  const phoneRule = mobileRuleInUse ?? usernameFormMobile ?? mobileRule;
  const mobileReady = () => {
    if (phoneField) void formik.setFieldTouched(phoneField, true);
    return validateField({ ...phoneRule, required: true }, phoneValue.trim()).ok;
  };
  const checkboxError = (name: 'agreeTerms' | 'ageConfirmed') =>
    formik.touched[name] || formik.submitCount > 0
      ? (formik.errors as FormikErrors<Values>)[name]
      : undefined;

  const smsCaptcha: SmsCaptcha = {
    fields: () => {
      const answer = String(formik.values.captchaCode ?? '').trim();
      return captchaAsked && captcha.data && answer
        ? { captchaId: captcha.data.captchaId, captchaCode: answer }
        : {};
    },
    onNeeded: () => setCaptchaAsked(true),
    onUsed: () => {
      void captcha.refetch();
      void formik.setFieldValue('captchaCode', '', false);
    },
  };

  const phoneCodeFields = (mobileField: string, mobileLabel: string) => (
    <PhoneCodeFields
      formik={formik}
      mobileField={mobileField}
      mobileLabel={mobileLabel}
      showCountryCode
      smsVariant={withSmsCode ? (mode === 'mobile' ? 'registerMobile' : 'register') : undefined}
      beforeSend={mobileReady}
      smsCaptcha={smsCaptcha}
    />
  );

  if (limitsNotSet) {
    return (
      <PlayLimitRetry
        notSet={limitsNotSet}
        onDone={() => flow.handle(limitsNotSet.response, limitsNotSet.password)}
      />
    );
  }

  return (
    <Form onSubmit={formik.handleSubmit} className="mq-auth-form" label={t('register')}>
      {mode === 'mobile' && phoneCodeFields('mobileNum', t('mobile_number'))}
      {fields.map((rule) => {
        const label = t(FIELD_LABEL_KEYS[rule.field] ?? rule.field);
        if (isPasswordField(rule.field)) {
          return (
            <div key={rule.field}>
              <PasswordField label={label} autoComplete="new-password" {...text(rule.field)} />
              {rule.field === 'password' && (
                <PasswordField
                  label={t('confirm_password')}
                  autoComplete="new-password"
                  {...text('verifyPwd')}
                />
              )}
            </div>
          );
        }
        if (isMobileField(rule.field)) {
          return <div key={rule.field}>{phoneCodeFields(rule.field, label)}</div>;
        }
        return (
          <TextField
            key={rule.field}
            label={label}
            type={rule.field === 'email' ? 'email' : rule.field === 'birthday' ? 'date' : 'text'}
            autoComplete={rule.field === 'username' ? 'username' : rule.field === 'email' ? 'email' : 'off'}
            {...text(rule.field)}
            below={
              rule.field === 'username' && (
                <SuggestUsernameButton
                  onSuggested={(username) => {
                    void formik.setFieldValue('username', username);
                    void formik.setFieldTouched('username', true, false);
                  }}
                  onFailed={(message) => formik.setFieldError('username', message)}
                />
              )
            }
          />
        );
      })}
      <CheckboxField
        label={t('agree_terms')}
        checked={formik.values.agreeTerms === true}
        onChange={(checked) => void formik.setFieldValue('agreeTerms', checked)}
        error={checkboxError('agreeTerms')}
      />
      <CheckboxField
        label={t('age_statement', { age: minimumAge })}
        checked={formik.values.ageConfirmed === true}
        onChange={(checked) => void formik.setFieldValue('ageConfirmed', checked)}
        error={checkboxError('ageConfirmed')}
      />
      <CheckboxField
        label={t('reg_limit_offer')}
        checked={formik.values.playLimit === true}
        onChange={(checked) => void formik.setFieldValue('playLimit', checked)}
      />
      {formik.values.playLimit === true && <PlayLimitFields formik={formik} />}
      {captchaAsked && <CaptchaField captcha={captcha} {...text('captchaCode')} />}
      <FormError message={failure} />
      <SubmitButton fullWidth pending={formik.isSubmitting}>
        {t('register')}
      </SubmitButton>
      {flow.dialogs}
    </Form>
  );
}
