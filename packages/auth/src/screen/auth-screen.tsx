import type { SocialProvider } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useLoginPath } from '@marquee/session';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { type AuthFeatures, hasFeature } from '../features/auth-features';
import type { CaptchaMode } from '../login/captcha-mode';
import { LoginForm } from '../login/login-form';
import { RegisterForm } from '../register/register-form';
import { Tabs } from '../shared/tabs';

export type AuthMode = 'login' | 'register';

export interface AuthScreenProps {
  mode: AuthMode;
  /** the player is signed in and done (the shell navigates home) */
  onAuthenticated: () => void;
  /** the shell's registration route; the login route comes from `LoginPathProvider` */
  registerPath: string;
  /** the shell maps its permission query to these flags */
  features?: AuthFeatures;
  /** switching tabs; by default navigates to the login or the registration route */
  onModeChange?: (mode: AuthMode) => void;
  captchaMode?: CaptchaMode;
  defaultCountryDialingCode?: string;
  minimumAge?: number;
  socialProviderUrl?: (provider: SocialProvider, baseUrl: string) => string;
}

/**
 * The shared login and registration screen. The Register tab exists only with DIRECTREG3; without it
 * the registration route shows the login form, since there is no other way in.
 */
export function AuthScreen({
  mode,
  onAuthenticated,
  registerPath,
  features,
  onModeChange,
  captchaMode,
  defaultCountryDialingCode,
  minimumAge,
  socialProviderUrl,
}: AuthScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginPath = useLoginPath();
  const titleId = useId();
  const canRegister = hasFeature(features, 'DIRECTREG3');
  const current: AuthMode = canRegister ? mode : 'login';
  const select =
    onModeChange ?? ((next: AuthMode) => void navigate(next === 'login' ? loginPath : registerPath));

  return (
    // A section, not <main>: the shell already renders the page's one main landmark around it.
    <section className="mq-auth-screen" aria-labelledby={titleId}>
      <h1 id={titleId} className="mq-auth-screen__title">
        {current === 'login' ? t('login') : t('register')}
      </h1>
      <Tabs
        label={t('account')}
        selected={current}
        onSelect={select}
        items={
          canRegister
            ? [
                { key: 'login', label: t('login') },
                { key: 'register', label: t('register') },
              ]
            : [{ key: 'login', label: t('login') }]
        }
      />
      <div role="tabpanel" className="mq-auth-screen__panel">
        {current === 'login' ? (
          <LoginForm
            features={features}
            onAuthenticated={onAuthenticated}
            captchaMode={captchaMode}
            defaultCountryDialingCode={defaultCountryDialingCode}
            socialProviderUrl={socialProviderUrl}
            minimumAge={minimumAge}
          />
        ) : (
          <RegisterForm
            features={features}
            onAuthenticated={onAuthenticated}
            defaultCountryDialingCode={defaultCountryDialingCode}
            minimumAge={minimumAge}
          />
        )}
      </div>
    </section>
  );
}
