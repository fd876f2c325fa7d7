import type { SocialProvider } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Button } from '@marquee/ui-kit';
import { useState } from 'react';
import { type AuthFeatures, hasFeature } from '../features/auth-features';
import { ForgotPasswordModal } from '../forgot-password/forgot-password-modal';
import { useResetCodeParam } from '../forgot-password/use-reset-code-param';
import { Tabs } from '../shared/tabs';
import { SocialSignIn } from '../social/social-sign-in';
import type { CaptchaMode } from './captcha-mode';
import { FreePlayButton } from './free-play-button';
import { MobileCodeLoginForm } from './mobile-code-login-form';
import { useLoginFlow } from './use-login-flow';
import { UsernameLoginForm } from './username-login-form';

export interface LoginFormProps {
  features?: AuthFeatures;
  /**
   * signed in and nothing left to ask (second factor): the shell goes home. A login that must change
   * its password stays here under the shell's ForcedPasswordChange, whose onDone goes home instead.
   */
  onAuthenticated: () => void;
  captchaMode?: CaptchaMode;
  /** sent when the country picker is off (LOGINCOUNTRYCODE3), and its first value when on */
  defaultCountryDialingCode?: string;
  socialProviderUrl?: (provider: SocialProvider, baseUrl: string) => string;
  /** the age a social registration asks the player to confirm (18 or 21) */
  minimumAge?: number;
}

type LoginMethod = 'username' | 'mobile';

/** Every way to sign in: username, mobile SMS code, free play, social; plus forgot password. */
export function LoginForm({
  features,
  onAuthenticated,
  captchaMode,
  defaultCountryDialingCode = '',
  socialProviderUrl,
  minimumAge,
}: LoginFormProps) {
  const { t } = useTranslation();
  const flow = useLoginFlow(onAuthenticated);
  const [method, setMethod] = useState<LoginMethod>('username');
  const [forgotOpen, setForgotOpen] = useState(false);
  // a mailed reset link (/?resetCode=, sent on to /login) opens forgot password on its last step
  const [resetCode, clearResetCode] = useResetCodeParam();
  const withMobile = hasFeature(features, 'MOBILEVERCODELOGIN3');
  const current = withMobile ? method : 'username';

  return (
    <div className="mq-auth-login">
      {withMobile && (
        <Tabs
          label={t('login_method')}
          selected={current}
          onSelect={setMethod}
          items={[
            { key: 'username', label: t('login_by_username') },
            { key: 'mobile', label: t('login_by_mobile') },
          ]}
        />
      )}
      {current === 'username' ? (
        <UsernameLoginForm captchaMode={captchaMode} onLoggedIn={flow.handle} />
      ) : (
        <MobileCodeLoginForm
          showCountryCode={hasFeature(features, 'LOGINCOUNTRYCODE3')}
          defaultCountryDialingCode={defaultCountryDialingCode}
          onLoggedIn={(response) => flow.handle(response)}
        />
      )}
      <Button variant="ghost" size="sm" onClick={() => setForgotOpen(true)}>
        {t('forgot_password')}
      </Button>
      {hasFeature(features, 'FREEPLAY3') && (
        <FreePlayButton onLoggedIn={(response) => flow.handle(response)} />
      )}
      <SocialSignIn
        onLoggedIn={flow.handle}
        providerUrl={socialProviderUrl}
        minimumAge={minimumAge}
        allowRegister={hasFeature(features, 'DIRECTREG3')}
      />
      <ForgotPasswordModal
        open={forgotOpen || resetCode !== null}
        onClose={() => {
          setForgotOpen(false);
          clearResetCode();
        }}
        resetCode={resetCode}
        features={features}
        defaultCountryDialingCode={defaultCountryDialingCode}
        onLoggedIn={flow.handle}
      />
      {flow.dialogs}
    </div>
  );
}
