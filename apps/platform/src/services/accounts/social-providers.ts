import type { SocialProvider } from '@marquee/api-client/contract';
import type { Config } from '../../config';
import { DEMO_CLIENT_ID, DEMO_ISSUER, DEMO_PROVIDER, type TokenAudience } from './social-token';

/** The issuer of the sign-in tokens this platform hands out for an OIDC provider. */
export const oidcTokenIssuer = (provider: string) => `marquee-oidc:${provider}`;

/**
 * The identity providers offered on the sign-in screen: the configured OIDC providers, and in
 * demo mode the demo provider "Marquee ID" first. Production without a provider offers none.
 */
export function socialProviders(config: Config): SocialProvider[] {
  const real = config.oidcProviders.map(({ provider, label, clientId }) => ({ provider, label, clientId }));
  return config.demo
    ? [{ provider: DEMO_PROVIDER, label: 'Marquee ID', clientId: DEMO_CLIENT_ID }, ...real]
    : real;
}

/** Whose sign-in tokens open `provider`'s identities; null for a provider not offered here. */
export function tokenAudienceOf(config: Config, provider: string): TokenAudience | null {
  if (provider === DEMO_PROVIDER) return config.demo ? { iss: DEMO_ISSUER, aud: DEMO_CLIENT_ID } : null;
  const oidc = config.oidcProviders.find((entry) => entry.provider === provider);
  return oidc ? { iss: oidcTokenIssuer(provider), aud: oidc.clientId } : null;
}
