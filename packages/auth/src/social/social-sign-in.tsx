import type { LoginResponse, SocialProvider } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Button } from '@marquee/ui-kit';
import { useState } from 'react';
import { useApiClient } from '../api/api-client-context';
import { useSocialProvidersQuery } from '../queries/social-providers-query';
import { FormError } from '../shared/form-error';
import { SocialCompleteDialog } from './social-complete-dialog';
import { awaitSocialResult, openBlankPopup } from './social-popup';

export interface SocialSignInProps {
  onLoggedIn: (response: LoginResponse, password?: string) => void;
  /**
   * Where the popup goes for a provider. The default is the platform's sign-in page for it, which
   * ends on a same-origin callback page that posts the result back to this window.
   */
  providerUrl?: (provider: SocialProvider, baseUrl: string) => string;
}

export function defaultProviderUrl(provider: SocialProvider, baseUrl: string): string {
  const query = new URLSearchParams({ clientId: provider.clientId, origin: window.location.origin });
  return `${baseUrl}/wps/session/social/${encodeURIComponent(provider.provider)}/authorize?${query}`;
}

/** Third-party sign-in buttons; the section is absent when the brand offers none. */
export function SocialSignIn({ onLoggedIn, providerUrl = defaultProviderUrl }: SocialSignInProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const providers = useSocialProvidersQuery();
  const [failed, setFailed] = useState(false);
  const [identity, setIdentity] = useState<{ provider: string; idToken: string } | null>(null);

  function start(provider: SocialProvider) {
    setFailed(false);
    const popup = openBlankPopup(`mq-social-${provider.provider}`);
    if (!popup) {
      setFailed(true);
      return;
    }
    popup.location.href = providerUrl(provider, client.config.baseUrl);
    awaitSocialResult(popup, provider.provider).then(
      (idToken) => setIdentity({ provider: provider.provider, idToken }),
      () => setFailed(true),
    );
  }

  if (!providers.data?.length) return null;
  return (
    <section className="mq-auth-social" aria-label={t('social_sign_in')}>
      <p className="mq-auth-social__title">{t('social_sign_in')}</p>
      {providers.data.map((provider) => (
        <Button key={provider.provider} variant="secondary" fullWidth onClick={() => start(provider)}>
          {t('continue_with', { provider: provider.label })}
        </Button>
      ))}
      <FormError message={failed ? t('social_login_failure') : null} />
      {identity && (
        <SocialCompleteDialog
          provider={identity.provider}
          idToken={identity.idToken}
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
