import {
  EnvelopeError,
  type LoginResponse,
  type SecondFactorChallenge,
  type SecondFactorMethod,
} from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { Dialog, useErrorText } from '@marquee/session';
import { Button, FormError, fieldProps, RadioChoices, TextField } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { object, string } from 'yup';
import { useSecondFactorMutation } from '../mutations/second-factor-mutation';
import { useSecondFactorSmsMutation } from '../mutations/second-factor-sms-mutation';
import { AuthForm } from '../shared/auth-form';
import { useSmsCountdown } from '../sms/use-sms-countdown';

const METHOD_LABEL: Record<SecondFactorMethod, string> = {
  SMS: 'method_sms',
  EMAIL: 'method_email',
  BANK_ACCOUNT_NAME: 'method_bank_account_name',
  GOOGLE_AUTH: 'method_google_auth',
};

export interface SecondFactorDialogProps {
  open: boolean;
  challenge: SecondFactorChallenge;
  /** the finished login (token set, session started) */
  onDone: (response: LoginResponse) => void;
  onCancel: () => void;
}

/**
 * Login from an unregistered IP: the player picks one of the offered methods and enters
 * the code (or bank account name); the answer carries the token that completes the login. The SMS
 * code went out with the challenge: its resend countdown runs from the start, and a send the
 * platform refused (too many requests) is shown, not lost; the send button asks again.
 */
export function SecondFactorDialog({ open, challenge, onDone, onCancel }: SecondFactorDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const verify = useSecondFactorMutation();
  const sendSms = useSecondFactorSmsMutation();
  const countdown = useSmsCountdown();
  const [failure, setFailure] = useState<string | null>(null);
  // the failed send, kept as an error so its text follows the language
  const [smsFailure, setSmsFailure] = useState<unknown>(() => {
    if (!challenge.smsFailure) return null;
    const { message, code, params } = challenge.smsFailure;
    return new EnvelopeError(message, { code, params });
  });

  useEffect(() => {
    if (challenge.sms) countdown.start(challenge.sms.expiredMinutes);
  }, [challenge.sms, countdown.start]);

  async function send() {
    setSmsFailure(null);
    try {
      const result = await sendSms.mutateAsync({ challengeId: challenge.challengeId });
      countdown.start(result.expiredMinutes, result.roundTripMs);
    } catch (error) {
      setSmsFailure(error);
    }
  }
  const formik = useFormik({
    initialValues: { method: challenge.methods[0] ?? 'SMS', code: '' },
    validationSchema: object({ code: string().trim().required(t('enter_verification_code')) }),
    onSubmit: async ({ method, code }) => {
      setFailure(null);
      try {
        onDone(await verify.mutateAsync({ challengeId: challenge.challengeId, method, code: code.trim() }));
      } catch (error) {
        setFailure(errorText(error));
      }
    },
  });
  useRevalidateOnLanguage(formik);

  const codeLabel =
    formik.values.method === 'BANK_ACCOUNT_NAME' ? t('bank_account_name') : t('verification_code');

  return (
    <Dialog open={open} onClose={onCancel} title={t('second_factor_title')}>
      <AuthForm
        formik={formik}
        failure={failure}
        onDismissFailure={() => setFailure(null)}
        submitLabel={t('confirm')}
      >
        <p>{t('second_factor_info')}</p>
        <RadioChoices
          legend={t('verification_method')}
          name="method"
          choices={challenge.methods.map((method) => ({ value: method, label: t(METHOD_LABEL[method]) }))}
          value={formik.values.method}
          onChange={(method) => void formik.setFieldValue('method', method)}
          className="mq-auth-form__choices"
          choiceClassName="mq-auth-form__choice"
        />
        <TextField
          label={codeLabel}
          autoComplete="one-time-code"
          {...fieldProps(formik, 'code')}
          trailing={
            formik.values.method === 'SMS' && (
              <Button
                variant="secondary"
                size="sm"
                loading={sendSms.isPending}
                disabled={!countdown.canResend}
                onClick={() => void send()}
              >
                {countdown.canResend
                  ? t('send_code')
                  : t('resend_in_seconds', { seconds: countdown.secondsLeft })}
              </Button>
            )
          }
        />
        {formik.values.method === 'SMS' && smsFailure !== null && (
          <FormError message={errorText(smsFailure)} />
        )}
      </AuthForm>
    </Dialog>
  );
}
