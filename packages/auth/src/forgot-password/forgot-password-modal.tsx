import type { LoginResponse } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Dialog } from '@marquee/session';
import { Button, ConfirmDialog } from '@marquee/ui-kit';
import { useState } from 'react';
import { type AuthFeatures, hasFeature } from '../features/auth-features';
import { ForgotByEmailForm } from './forgot-by-email-form';
import { ForgotByPhoneForm } from './forgot-by-phone-form';
import type { ForgotPasswordMode } from './forgot-password-mode';
import { ResetByEmailCodeForm } from './reset-by-email-code-form';

export interface ForgotPasswordModalProps {
  open: boolean;
  onClose: () => void;
  features?: AuthFeatures;
  defaultCountryDialingCode?: string;
  /**
   * after a phone reset, or a new password for a mailed link, the player is logged in
   * automatically; the modal is already closed
   */
  onLoggedIn: (response: LoginResponse, password: string) => void;
  /** the code of a mailed reset link (`/?resetCode=`): the modal opens on its new-password step */
  resetCode?: string | null;
}

/**
 * Forgot password. With CHNGPASSVERIF3 the choice screen comes first, offering email and
 * mobile number, and each method has a back control; without it only the email method exists.
 * A platform that cannot mail leaves the email method out: the phone method alone, or, with
 * neither, a note to contact customer service. Opened from a mailed link it starts on the
 * new-password step instead; an expired or used link leads from there to the email method for a
 * new mail.
 */
export function ForgotPasswordModal({
  open,
  onClose,
  features,
  defaultCountryDialingCode = '',
  onLoggedIn,
  resetCode,
}: ForgotPasswordModalProps) {
  const { t } = useTranslation();
  const withPhone = hasFeature(features, 'CHNGPASSVERIF3');
  const withEmail = features?.mailDelivery !== false;
  const choice = withPhone && withEmail;
  const firstMode: ForgotPasswordMode = choice ? 'switch' : withPhone ? 'mobileNum' : 'email';
  const [mode, setMode] = useState<ForgotPasswordMode>(firstMode);
  const [emailSent, setEmailSent] = useState(false);
  const [newMailAsked, setNewMailAsked] = useState(false);
  // Always start over: a player reopening the modal expects the first screen, not where they left.
  const current: ForgotPasswordMode = resetCode && !newMailAsked ? 'reset' : choice ? mode : firstMode;

  function close() {
    setMode(firstMode);
    onClose();
  }

  return (
    <>
      <Dialog
        open={open && !emailSent}
        onClose={close}
        title={current === 'reset' ? t('set_new_password') : t('forgot_password')}
      >
        {choice && current !== 'switch' && current !== 'reset' && (
          <Button variant="ghost" size="sm" onClick={() => setMode('switch')}>
            {t('back')}
          </Button>
        )}
        {current === 'switch' && (
          <div className="mq-auth-forgot__choices">
            <p>{t('forgot_choose_method')}</p>
            <Button fullWidth onClick={() => setMode('email')}>
              {t('reset_by_email')}
            </Button>
            <Button fullWidth variant="secondary" onClick={() => setMode('mobileNum')}>
              {t('reset_by_mobile')}
            </Button>
          </div>
        )}
        {current === 'reset' && resetCode && (
          <ResetByEmailCodeForm
            resetCode={resetCode}
            onRequestNewMail={() => {
              setNewMailAsked(true);
              setMode('email');
            }}
            onClose={close}
            onLoggedIn={(response, password) => {
              close();
              onLoggedIn(response, password);
            }}
          />
        )}
        {current === 'email' &&
          (withEmail ? (
            <ForgotByEmailForm onSent={() => setEmailSent(true)} />
          ) : (
            <p role="status">{t('forgot_password_unavailable')}</p>
          ))}
        {current === 'mobileNum' && (
          <ForgotByPhoneForm
            showCountryCode={hasFeature(features, 'LOGINCOUNTRYCODE3')}
            defaultCountryDialingCode={defaultCountryDialingCode}
            onLoggedIn={(response, password) => {
              close();
              onLoggedIn(response, password);
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={emailSent}
        title={t('in_popup_prompt')}
        message={t('reset_email_sent')}
        confirmLabel={t('confirm')}
        onConfirm={() => {
          setEmailSent(false);
          close();
        }}
        onCancel={() => {
          setEmailSent(false);
          close();
        }}
      />
    </>
  );
}
