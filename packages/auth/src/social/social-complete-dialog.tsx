import {
  DEFAULT_MINIMUM_AGE,
  type LoginResponse,
  type SocialCompleteMode,
  type SocialCompleteRequest,
} from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { Dialog, useErrorText } from '@marquee/session';
import {
  CheckboxField,
  Form,
  FormError,
  fieldProps,
  RadioChoices,
  SubmitButton,
  TextField,
} from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { boolean, mixed, object, string } from 'yup';
import { CaptchaField } from '../login/captcha-field';
import { useSocialCompleteMutation } from '../mutations/social-complete-mutation';
import { useCaptchaQuery } from '../queries/captcha-query';
import { isCaptchaNeeded } from '../shared/captcha-needed';
import { PasswordField } from '../shared/password-field';

export interface SocialCompleteDialogProps {
  provider: string;
  idToken: string;
  /** the identity's email, as the platform read it from the token */
  email: string;
  /** 18 or 21 depending on the brand's text, as in the registration form */
  minimumAge?: number;
  /** false when the brand has no direct registration (DIRECTREG3): linking is the only choice */
  allowRegister?: boolean;
  onLoggedIn: (response: LoginResponse, password?: string) => void;
  onCancel: () => void;
}

/**
 * A new identity: link it to an existing account, proven by that account's username and
 * password (a captcha after a failure, as at login), or register a new account, which takes the
 * same terms and age agreement as the registration form. The platform cannot undo the choice, so
 * the dialog says what will happen, and that it is final, right above the button that does it.
 */
export function SocialCompleteDialog({
  provider,
  idToken,
  email,
  minimumAge = DEFAULT_MINIMUM_AGE,
  allowRegister = true,
  onLoggedIn,
  onCancel,
}: SocialCompleteDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const finalNoteId = useId();
  const complete = useSocialCompleteMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // a captcha from the first failed link (as at login), or once registrations from this IP ask for one
  const [captchaWanted, setCaptchaWanted] = useState(false);
  const captcha = useCaptchaQuery(captchaWanted);
  const schema = useMemo(() => {
    // the account fields matter when linking, the agreement when registering
    const linking = (message: string, trim = true) =>
      string().when('mode', ([mode], field) =>
        mode === 'LINK' ? (trim ? field.trim() : field).required(message) : field,
      );
    const registering = (message: string) =>
      boolean().when('mode', ([mode], field) => (mode === 'REGISTER' ? field.oneOf([true], message) : field));
    return object({
      mode: mixed<SocialCompleteMode>().oneOf(['LINK', 'REGISTER']).required(),
      username: linking(t('enter_username')),
      password: linking(t('enter_password'), false),
      captchaCode: captchaWanted ? string().trim().required(t('enter_captcha')) : string(),
      agreeTerms: registering(t('agree_terms_required')),
      ageConfirmed: registering(t('age_statement_required', { age: minimumAge })),
    });
  }, [t, captchaWanted, minimumAge]);
  const formik = useFormik({
    initialValues: {
      mode: 'LINK' as SocialCompleteMode,
      username: '',
      password: '',
      captchaCode: '',
      agreeTerms: false,
      ageConfirmed: false,
    },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const solved =
        captchaWanted && captcha.data
          ? { captchaId: captcha.data.captchaId, captchaCode: values.captchaCode.trim() }
          : {};
      const request: SocialCompleteRequest =
        values.mode === 'LINK'
          ? {
              provider,
              idToken,
              mode: 'LINK',
              username: values.username.trim(),
              password: values.password,
              ...solved,
            }
          : { provider, idToken, mode: 'REGISTER', agreeTerms: true, ageConfirmed: true, ...solved };
      try {
        const response = await complete.mutateAsync(request);
        onLoggedIn(response, values.mode === 'LINK' ? values.password : undefined);
      } catch (error) {
        const wanted = values.mode === 'LINK' || isCaptchaNeeded(error);
        // the single-use captcha goes with the attempt; when linking, so does the password
        if (wanted) {
          helpers.setValues(
            { ...values, captchaCode: '', password: values.mode === 'LINK' ? '' : values.password },
            false,
          );
          helpers.setTouched({}, false);
          if (captchaWanted) void captcha.refetch();
          setCaptchaWanted(true);
        }
        setFailure(errorText(error));
      }
    },
  });
  useRevalidateOnLanguage(formik);
  const linking = formik.values.mode === 'LINK';
  const checkboxError = (name: 'agreeTerms' | 'ageConfirmed') =>
    formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined;

  return (
    <Dialog onClose={onCancel} title={t('social_complete_title')}>
      <Form onSubmit={formik.handleSubmit} className="mq-auth-form">
        <p>{t('social_not_linked', { email })}</p>
        <RadioChoices
          legend={t('social_choose')}
          name="mode"
          choices={[
            { value: 'LINK', label: t('social_link_existing') },
            ...(allowRegister ? [{ value: 'REGISTER' as const, label: t('social_register_new') }] : []),
          ]}
          value={formik.values.mode}
          onChange={(mode) => {
            setFailure(null);
            void formik.setFieldValue('mode', mode);
          }}
          className="mq-auth-form__choices"
          choiceClassName="mq-auth-form__choice"
        />
        {linking ? (
          <>
            <TextField label={t('username')} autoComplete="username" {...fieldProps(formik, 'username')} />
            <PasswordField
              label={t('password')}
              autoComplete="current-password"
              {...fieldProps(formik, 'password')}
            />
          </>
        ) : (
          <>
            <CheckboxField
              label={t('agree_terms')}
              checked={formik.values.agreeTerms}
              onChange={(checked) => void formik.setFieldValue('agreeTerms', checked)}
              error={checkboxError('agreeTerms')}
            />
            <CheckboxField
              label={t('age_statement', { age: minimumAge })}
              checked={formik.values.ageConfirmed}
              onChange={(checked) => void formik.setFieldValue('ageConfirmed', checked)}
              error={checkboxError('ageConfirmed')}
            />
          </>
        )}
        {captchaWanted && <CaptchaField captcha={captcha} {...fieldProps(formik, 'captchaCode')} />}
        <p id={finalNoteId} role="note" className="mq-auth-form__warning">
          <strong>{t('social_choice_final')}</strong>{' '}
          {linking ? t('social_link_effect', { email }) : t('social_register_effect', { email })}
        </p>
        <FormError message={failure} />
        <SubmitButton fullWidth aria-describedby={finalNoteId} pending={formik.isSubmitting}>
          {linking ? t('social_link_confirm') : t('social_register_confirm')}
        </SubmitButton>
      </Form>
    </Dialog>
  );
}
