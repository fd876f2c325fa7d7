import type { Context, Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { readJsonObject, recordRoute } from '../http/mount';
import { authorizePage } from '../oauth-demo/page';
import { AUTHORIZE_SCRIPT } from '../oauth-demo/script';
import { AUTHORIZE_STYLES } from '../oauth-demo/styles';
import { allowedOpenerOrigin } from '../services/accounts/opener-origin';
import { DEMO_CLIENT_ID, DEMO_ISSUER, issueIdToken } from '../services/accounts/social-token';
import type { AccountDeps } from '../services/deps';

/**
 * "Marquee ID", the demo identity provider (see oauth-demo/page.ts), mounted in demo mode only:
 * it signs anyone in as any email. Two entry points:
 * `/oauth/demo/authorize?client_id&redirect_uri&state` (the opener's origin is that of
 * redirect_uri) and `/wps/session/social/demo/authorize?clientId&origin`, the address the web app's
 * auth package opens.
 */
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[A-Za-z]{2,63}$/;

export function oauthDemoRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const authorize = async (
    c: Context<AppEnv>,
    origin: string | undefined,
    state: string,
    clientId: string,
  ) => {
    if (clientId !== DEMO_CLIENT_ID) return c.text('Unknown client_id', 400);
    const allowed = origin ? await allowedOpenerOrigin(deps.db, origin, deps.config.publicOrigin) : null;
    if (!allowed) return c.text('redirect_uri / origin is not an allowed origin', 400);
    c.header('cache-control', 'no-store');
    return c.html(authorizePage(allowed, state, clientId));
  };

  app.get('/oauth/demo/authorize', (c) =>
    authorize(c, c.req.query('redirect_uri'), c.req.query('state') ?? '', c.req.query('client_id') ?? ''),
  );
  // the address the web app's auth package opens (GET only; the API prefix answers envelopes otherwise)
  recordRoute(app, 'GET', '/wps/session/social/demo/authorize');
  app.get('/wps/session/social/demo/authorize', (c) =>
    authorize(c, c.req.query('origin'), c.req.query('state') ?? '', c.req.query('clientId') ?? ''),
  );

  app.get('/oauth/demo/authorize.js', (c) => {
    c.header('content-type', 'text/javascript; charset=utf-8');
    c.header('cache-control', 'no-cache');
    return c.body(AUTHORIZE_SCRIPT);
  });

  app.get('/oauth/demo/authorize.css', (c) => {
    c.header('content-type', 'text/css; charset=utf-8');
    c.header('cache-control', 'no-cache');
    return c.body(AUTHORIZE_STYLES);
  });

  // the provider's token endpoint: same-origin fetch from the popup page
  app.post('/oauth/demo/token', async (c) => {
    const body = await readJsonObject(c);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (body.client_id !== DEMO_CLIENT_ID)
      return c.json({ success: false, message: 'Unknown client_id', value: null }, 400);
    if (!EMAIL.test(email))
      return c.json({ success: false, message: 'Please enter a valid email', value: null }, 400);
    const identity = {
      iss: DEMO_ISSUER,
      aud: DEMO_CLIENT_ID,
      sub: email.toLowerCase(),
      email: email.toLowerCase(),
    };
    const { idToken } = issueIdToken(identity, deps.config.socialSecret, deps.clock.now());
    c.header('cache-control', 'no-store');
    return c.json({ success: true, message: 'OK', value: { idToken } });
  });
}
