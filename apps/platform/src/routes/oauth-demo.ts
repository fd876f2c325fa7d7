import type { Context, Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { readJsonObject, recordRoute } from '../http/mount';
import { DEMO_CLIENT_ID, issueIdToken } from '../services/accounts/social-token';
import type { AccountDeps } from '../services/deps';
import { escapeXml } from '../services/media/svg';
import { listDomains } from '../services/system/catalogue';

/**
 * "Marquee ID", the demo identity provider: a popup page where the player picks or types an
 * email, then posts a signed id token back to the window that opened it. No inline script (the
 * CSP forbids it): the page loads /oauth/demo/authorize.js. There is no password at this provider
 * (it is a demo): whoever uses it can claim any email, which is why it is for demo brands only.
 *
 * Two entry points: `/oauth/demo/authorize?client_id&redirect_uri&state` (the opener's origin is
 * that of redirect_uri) and `/wps/session/social/demo/authorize?clientId&origin`, the address the
 * web app's auth package opens. The opener's origin must be this server's own, a loopback origin
 * or a listed domain, so a token is never posted to a stranger.
 */
export const DEMO_IDENTITIES = [
  'demo.player@marquee.test',
  'social.fan@marquee.test',
  'new.friend@marquee.test',
];

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

async function allowedOrigin(
  deps: AccountDeps,
  c: Context<AppEnv>,
  candidate: string,
): Promise<string | null> {
  let origin: URL;
  try {
    origin = new URL(candidate);
  } catch {
    return null;
  }
  if (origin.protocol !== 'http:' && origin.protocol !== 'https:') return null;
  const own = new URL(c.req.url);
  const host = c.req.header('host');
  if (origin.host === own.host || (host && origin.host === host)) return origin.origin;
  if (LOOPBACK.has(origin.hostname)) return origin.origin;
  const domains = await listDomains(deps.db);
  return domains.some((entry) => entry.domain === origin.hostname) ? origin.origin : null;
}

function page(origin: string, state: string, clientId: string): string {
  const choices = DEMO_IDENTITIES.map(
    (email) =>
      `<button type="button" class="pick" data-email="${escapeXml(email)}">${escapeXml(email)}</button>`,
  ).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Marquee ID</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#10131a;color:#f3f3f3}
h1{font-size:20px}button,input{font:inherit;padding:10px;border-radius:8px;border:1px solid #555;width:100%;margin:6px 0;box-sizing:border-box}
button{background:#f5b301;color:#111;cursor:pointer;border:0}.pick{background:#262b36;color:#f3f3f3}p.note{color:#aaa;font-size:13px}</style>
</head><body>
<main id="app" data-origin="${escapeXml(origin)}" data-state="${escapeXml(state)}" data-client-id="${escapeXml(clientId)}">
<h1>Sign in with Marquee ID</h1>
<p class="note">Demo identity provider: pick an identity or type any email.</p>
${choices}
<form id="custom"><label for="email">Email</label><input id="email" name="email" type="email" required placeholder="you@example.com">
<button type="submit">Continue</button></form>
<p id="error" role="alert"></p>
</main>
<script src="/oauth/demo/authorize.js"></script>
</body></html>`;
}

const SCRIPT = `(() => {
  const app = document.getElementById('app');
  const origin = app.dataset.origin;
  const state = app.dataset.state;
  const clientId = app.dataset.clientId;
  const fail = (text) => { document.getElementById('error').textContent = text; };
  async function choose(email) {
    try {
      const res = await fetch('/oauth/demo/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, client_id: clientId }),
      });
      const body = await res.json();
      if (!res.ok || !body.success) return fail(body.message || 'Login failure. Please try again.');
      const idToken = body.value.idToken;
      if (!window.opener) return fail('The window that opened this page is gone.');
      window.opener.postMessage({ type: 'marquee-social', idToken, state }, origin);
      window.opener.postMessage({ type: 'marquee:social-result', provider: 'demo', idToken }, origin);
      window.close();
    } catch (error) {
      fail('Login failure. Please try again.');
    }
  }
  for (const button of document.querySelectorAll('.pick')) {
    button.addEventListener('click', () => choose(button.dataset.email));
  }
  document.getElementById('custom').addEventListener('submit', (event) => {
    event.preventDefault();
    choose(document.getElementById('email').value.trim());
  });
})();
`;

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[A-Za-z]{2,63}$/;

export function oauthDemoRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const authorize = async (
    c: Context<AppEnv>,
    origin: string | undefined,
    state: string,
    clientId: string,
  ) => {
    if (clientId !== DEMO_CLIENT_ID) return c.text('Unknown client_id', 400);
    const allowed = origin ? await allowedOrigin(deps, c, origin) : null;
    if (!allowed) return c.text('redirect_uri / origin is not an allowed origin', 400);
    c.header('cache-control', 'no-store');
    return c.html(page(allowed, state, clientId));
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
    return c.body(SCRIPT);
  });

  // the provider's token endpoint: same-origin fetch from the popup page
  app.post('/oauth/demo/token', async (c) => {
    const body = await readJsonObject(c);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (body.client_id !== DEMO_CLIENT_ID)
      return c.json({ success: false, message: 'Unknown client_id', value: null }, 400);
    if (!EMAIL.test(email))
      return c.json({ success: false, message: 'Please enter a valid email', value: null }, 400);
    const { idToken } = issueIdToken(email, deps.config.socialSecret, deps.clock.now());
    c.header('cache-control', 'no-store');
    return c.json({ success: true, message: 'OK', value: { idToken } });
  });
}
