import type { Context, Hono } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { OidcProviderConfig } from '../config';
import type { AppEnv } from '../http/app-env';
import { recordRoute } from '../http/mount';
import { type CallbackResult, callbackPage } from '../oauth-callback/page';
import { CALLBACK_SCRIPT } from '../oauth-callback/script';
import { allowedOpenerOrigin } from '../services/accounts/opener-origin';
import {
  exchangeCode,
  OidcError,
  type OidcFlow,
  startOidcFlow,
  verifyProviderIdToken,
} from '../services/accounts/social-oidc';
import { oidcTokenIssuer } from '../services/accounts/social-providers';
import { issueIdToken } from '../services/accounts/social-token';
import { MINUTE } from '../services/clock';
import type { AccountDeps } from '../services/deps';

/** How long the player has at the provider before the flow expires. */
const FLOW_TTL_MS = 10 * MINUTE;

type StoredFlow = OidcFlow & { expiresAt: number };

function readFlow(raw: string | false | undefined, now: Date): OidcFlow | null {
  if (!raw) return null;
  try {
    const flow = JSON.parse(raw) as StoredFlow;
    return typeof flow.state === 'string' && flow.expiresAt > now.getTime() ? flow : null;
  } catch {
    return null;
  }
}

/**
 * The configured OIDC providers (OIDC_PROVIDERS): `/wps/session/social/<provider>/authorize`, the
 * address the web app's auth package opens in a popup, sends it to the provider; the provider
 * sends it back to `/oauth/<provider>/callback` (its registered redirect URI), which trades the
 * code for the provider's ID token, checks it, and posts this platform's sign-in token for that
 * identity to the web app. The flow's state, nonce and PKCE verifier wait in a signed HTTP-only
 * cookie scoped to the callback, so only the browser that started a flow can finish it.
 */
export function socialOidcRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const { config } = deps;
  const https = (c: Context<AppEnv>) =>
    new URL(c.req.url).protocol === 'https:' ||
    (config.trustProxy && c.req.header('x-forwarded-proto') === 'https');

  const mountProvider = (provider: OidcProviderConfig) => {
    const cookie = `mq_oidc_${provider.provider}`;
    const callbackPath = new URL(provider.redirectUri).pathname;

    const authorizePath = `/wps/session/social/${provider.provider}/authorize`;
    recordRoute(app, 'GET', authorizePath);
    app.get(authorizePath, async (c) => {
      if (c.req.query('clientId') !== provider.clientId) return c.text('Unknown clientId', 400);
      const origin = c.req.query('origin');
      const allowed = origin ? await allowedOpenerOrigin(deps.db, origin, config.publicOrigin) : null;
      if (!allowed) return c.text('origin is not an allowed origin', 400);
      let started: Awaited<ReturnType<typeof startOidcFlow>>;
      try {
        started = await startOidcFlow(provider, allowed);
      } catch (error) {
        console.error(`[platform] ${provider.provider} sign-in cannot start:`, error);
        return c.text('The sign-in provider cannot be reached, please try again later', 502);
      }
      const stored: StoredFlow = { ...started.flow, expiresAt: deps.clock.now().getTime() + FLOW_TTL_MS };
      await setSignedCookie(c, cookie, JSON.stringify(stored), config.socialSecret, {
        httpOnly: true,
        sameSite: 'Lax',
        path: callbackPath,
        maxAge: FLOW_TTL_MS / 1000,
        secure: https(c),
      });
      c.header('cache-control', 'no-store');
      return c.redirect(started.url, 302);
    });

    app.get(callbackPath, async (c) => {
      c.header('cache-control', 'no-store');
      const flow = readFlow(await getSignedCookie(c, config.socialSecret, cookie), deps.clock.now());
      deleteCookie(c, cookie, { path: callbackPath, secure: https(c) });
      // without the flow there is no origin to post to: the page says so itself
      if (!flow)
        return c.text('This sign-in has expired or was not started here; please start it again', 400);
      const answer = (result: CallbackResult) => c.html(callbackPage(flow.origin, provider.provider, result));
      const { state, code, error } = c.req.query();
      if (state !== flow.state) return answer({ error: 'state_mismatch' });
      if (error || !code) return answer({ error: error || 'no_code' });
      try {
        const idToken = await exchangeCode(provider, code, flow);
        const identity = await verifyProviderIdToken(provider, idToken, flow.nonce, deps.clock.now());
        const issued = issueIdToken(
          { iss: oidcTokenIssuer(provider.provider), aud: provider.clientId, ...identity },
          config.socialSecret,
          deps.clock.now(),
        );
        return answer({ idToken: issued.idToken });
      } catch (failure) {
        // the player sees the web app's generic failure; the operator the reason
        const reason = failure instanceof OidcError ? failure.message : failure;
        console.warn(`[platform] ${provider.provider} sign-in refused:`, reason);
        return answer({ error: 'refused' });
      }
    });
  };

  config.oidcProviders.forEach(mountProvider);
  if (config.oidcProviders.length > 0) {
    app.get('/oauth/callback.js', (c) => {
      c.header('content-type', 'text/javascript; charset=utf-8');
      c.header('cache-control', 'no-cache');
      return c.body(CALLBACK_SCRIPT);
    });
  }
}
