import { EnvelopeError, HttpError, type LoginResponse, passwordRule } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { Button, Form, FormError } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { object } from 'yup';
import { useLoginMutation } from '../mutations/login-mutation';
import { useSetPasswordByEmailMutation } from '../mutations/set-password-by-email-mutation';
import { NewPasswordFields } from '../shared/new-password-fields';
import { confirmationSchema, ruleSchema } from '../shared/rule-test';
import { CoveredSubmit } from './covered-submit';

export interface ResetByEmailCodeFormProps {
  /** the code of the mailed link (`/?resetCode=`) */
  resetCode: string;
  /** the automatic login with the new password succeeded */
  onLoggedIn: (response: LoginResponse, password: string) => void;
  /** the link was expired or used: back to the email form for a new mail */
  onRequestNewMail: () => void;
  /** the password is set but the automatic login did not go through: the player logs in by hand */
  onClose: () => void;
}

type Outcome = 'form' | 'link-invalid' | 'log-in-by-hand';

const isInvalidLink = (error: unknown) =>
  (error instanceof HttpError || error instanceof EnvelopeError) && error.code === 'RESET_CODE_INVALID';

/**
 * The second half of the email reset: a new password (the shared password rule) and its
 * confirmation (inconsistent_twice) for the code of the mailed link, then an automatic login with
 * the new password, as after a phone reset. An expired or used link says so and offers a new mail.
 */
export function ResetByEmailCodeForm({
  resetCode,
  onLoggedIn,
  onRequestNewMail,
  onClose,
}: ResetByEmailCodeFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const reset = useSetPasswordByEmailMutation();
  const login = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>('form');
  // the submit button that had focus is gone: focus moves to the way on
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (outcome !== 'form') next.current?.focus();
  }, [outcome]);
  const schema = useMemo(
    () =>
      object({
        newPassword: ruleSchema(t, passwordRule),
        confirmNewPassword: confirmationSchema(t, 'newPassword'),
      }),
    [t],
  );
  const formik = useFormik({
    initialValues: { newPassword: '', confirmNewPassword: '' },
    validationSchema: schema,
    onSubmit: async ({ newPassword }) => {
      setFailure(null);
      let account: string;
      try {
        ({ account } = await reset.mutateAsync({ resetCode, newPassword }));
      } catch (error) {
        if (isInvalidLink(error)) setOutcome('link-invalid');
        else setFailure(errorText(error));
        return;
      }
      try {
        onLoggedIn(
          await login.mutateAsync({ username: account, password: newPassword, type: 'USERNAME' }),
          newPassword,
        );
      } catch {
        // the code is spent and the password set: only the sign-in is left, on the login form
        setOutcome('log-in-by-hand');
      }
    },
  });
  useRevalidateOnLanguage(formik);

  if (outcome === 'link-invalid') {
    return (
      <div className="mq-form mq-auth-form">
        <FormError message={t('error_code_reset_code_invalid')} />
        <Button ref={next} fullWidth onClick={onRequestNewMail}>
          {t('request_new_reset_email')}
        </Button>
      </div>
    );
  }
  if (outcome === 'log-in-by-hand') {
    return (
      <div className="mq-form mq-auth-form">
        <p role="status">{t('password_reset_log_in')}</p>
        <Button ref={next} fullWidth onClick={onClose}>
          {t('login')}
        </Button>
      </div>
    );
  }
  return (
    <Form onSubmit={formik.handleSubmit} className="mq-auth-form mq-auth-form--covered">
      <p>{t('set_new_password_info')}</p>
      <NewPasswordFields formik={formik} />
      <CoveredSubmit failure={failure} pending={formik.isSubmitting}>
        {t('reset_password')}
      </CoveredSubmit>
    </Form>
  );
}
