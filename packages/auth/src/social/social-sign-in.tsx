import type { LoginResponse, SocialProvider } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useApiClient, useErrorText } from '@marquee/session';
import { Button, FormError } from '@marquee/ui-kit';
import { useState } from 'react';
import { useSocialSignInMutation } from '../mutations/social-sign-in-mutation';
import { useSocialProvidersQuery } from '../queries/social-providers-query';
import { SocialCompleteDialog } from './social-complete-dialog';
import { awaitSocialResult, openBlankPopup } from './social-popup';

export interface SocialSignInProps {
  onLoggedIn: (response: LoginResponse, password?: string) => void;
  /**
   * Where the popup goes for a provider. The default is the platform's sign-in page for it, which
   * ends on a same-origin callback page that posts the result back to this window.
   */
  providerUrl?: (provider: SocialProvider, baseUrl: string) => string;
  /** the age the registration choice asks the player to confirm, as the registration form does */
  minimumAge?: number;
  /** a new identity may register a new account (the brand's DIRECTREG3); else it can only link */
  allowRegister?: boolean;
}

function defaultProviderUrl(provider: SocialProvider, baseUrl: string): string {
  const query = new URLSearchParams({ clientId: provider.clientId, origin: window.location.origin });
  return `${baseUrl}/wps/session/social/${encodeURIComponent(provider.provider)}/authorize?${query}`;
}

interface NewIdentity {
  provider: string;
  idToken: string;
  email: string;
}

/**
 * Third-party sign-in buttons; the section is absent when the brand offers none. An identity
 * already bound to an account signs straight in; only a new one is asked to link or register.
 */
export function SocialSignIn({
  onLoggedIn,
  providerUrl = defaultProviderUrl,
  minimumAge,
  allowRegister = true,
}: SocialSignInProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useApiClient();
  const providers = useSocialProvidersQuery();
  const signIn = useSocialSignInMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [identity, setIdentity] = useState<NewIdentity | null>(null);

  async function answered(provider: string, idToken: string) {
    try {
      const answer = await signIn.mutateAsync({ provider, idToken });
      if (answer.linked) onLoggedIn(answer.login);
      else setIdentity({ provider, idToken, email: answer.email });
    } catch (error) {
      setFailure(errorText(error));
    }
  }

  function start(provider: SocialProvider) {
    setFailure(null);
    const popup = openBlankPopup(`mq-social-${provider.provider}`);
    if (!popup) {
      setFailure(t('social_login_failure'));
      return;
    }
    popup.location.href = providerUrl(provider, client.config.baseUrl);
    awaitSocialResult(popup, provider.provider).then(
      (idToken) => answered(provider.provider, idToken),
      () => setFailure(t('social_login_failure')),
    );
  }

  if (!providers.data?.length) return null;
  return (
    <section className="mq-auth-social" aria-label={t('social_sign_in')}>
      <p className="mq-auth-social__title">{t('social_sign_in')}</p>
      {providers.data.map((provider) => (
        <Button
          key={provider.provider}
          variant="secondary"
          fullWidth
          loading={signIn.isPending && signIn.variables?.provider === provider.provider}
          onClick={() => start(provider)}
        >
          {t('continue_with', { provider: provider.label })}
        </Button>
      ))}
      <FormError message={failure} />
      {identity && (
        <SocialCompleteDialog
          provider={identity.provider}
          idToken={identity.idToken}
          email={identity.email}
          minimumAge={minimumAge}
          allowRegister={allowRegister}
          onCancel={() => setIdentity(null)}
          onLoggedIn={(response, password) => {
            setIdentity(null);
            onLoggedIn(response, password);
          }}
        />
      )}
    </section>
  );
}
