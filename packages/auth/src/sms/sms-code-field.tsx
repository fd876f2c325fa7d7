import { useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { CodeField, type CodeFieldProps, ConfirmDialog } from '@marquee/ui-kit';
import { useState } from 'react';
import { type SmsCodeVariant, useSmsCodeMutation } from '../mutations/sms-code-mutation';
import { isCaptchaNeeded } from '../shared/captcha-needed';
import type { SmsCaptcha } from './sms-captcha';
import { useSmsCountdown } from './use-sms-countdown';

export interface SmsCodeFieldProps
  extends Omit<CodeFieldProps, 'sendLabel' | 'sendAriaLabel' | 'onSend' | 'sending' | 'sendDisabled'> {
  variant: SmsCodeVariant;
  mobileNum: string;
  countryDialingCode: string;
  /**
   * Checks the mobile number before anything is sent (the form shows its own message); return
   * false to stop.
   */
  beforeSend?: () => boolean | Promise<boolean>;
  /** the form's captcha, sent with the request when the platform asks for one */
  captcha?: SmsCaptcha | undefined;
}

/**
 * The SMS code input and its "Send code" button: the button requests the SMS, then shows the seconds
 * left and stays blocked until they run out. A failed request opens a warning with the server's
 * message and a confirm button.
 */
export function SmsCodeField({
  variant,
  mobileNum,
  countryDialingCode,
  beforeSend,
  captcha,
  ...field
}: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const sms = useSmsCodeMutation(variant);
  const countdown = useSmsCountdown();
  const [failure, setFailure] = useState<string | null>(null);

  async function send() {
    if (beforeSend && !(await beforeSend())) return;
    const captchaFields = captcha?.fields() ?? {};
    try {
      const result = await sms.mutateAsync({
        mobileNum: mobileNum.trim(),
        countryDialingCode,
        ...captchaFields,
      });
      countdown.start(result.expiredMinutes, result.roundTripMs);
    } catch (error) {
      if (isCaptchaNeeded(error)) captcha?.onNeeded();
      setFailure(errorText(error));
    } finally {
      if (captchaFields.captchaId) captcha?.onUsed();
    }
  }

  return (
    <>
      <CodeField
        {...field}
        sendLabel={
          countdown.canResend ? t('send_code') : t('resend_in_seconds', { seconds: countdown.secondsLeft })
        }
        sending={sms.isPending}
        sendDisabled={!countdown.canResend}
        onSend={() => void send()}
      />
      <ConfirmDialog
        open={failure !== null}
        title={t('in_popup_prompt')}
        message={failure}
        confirmLabel={t('confirm')}
        onConfirm={() => setFailure(null)}
        onCancel={() => setFailure(null)}
      />
    </>
  );
}
