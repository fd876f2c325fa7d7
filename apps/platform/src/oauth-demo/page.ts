import { escapeXml } from '../services/media/svg';

/**
 * "Marquee ID", the demo identity provider: a popup page where the player picks or types an
 * email, then posts a signed id token back to the window that opened it. No inline script or style
 * (the CSP forbids both): the page loads /oauth/demo/authorize.js and /oauth/demo/authorize.css. There is no password at this provider
 * (it is a demo): whoever uses it can claim any email, which is why it is for demo brands only.
 *
 * Two entry points: `/oauth/demo/authorize?client_id&redirect_uri&state` (the opener's origin is
 * that of redirect_uri) and `/wps/session/social/demo/authorize?clientId&origin`, the address the
 * web app's auth package opens. The opener's origin must be this server's own, a loopback origin
 * or a listed domain, so a token is never posted to a stranger.
 */
const DEMO_IDENTITIES = ['demo.player@marquee.test', 'social.fan@marquee.test', 'new.friend@marquee.test'];

/** The popup page: the demo identities to pick from and a field for any other email. */
export function authorizePage(origin: string, state: string, clientId: string): string {
  const choices = DEMO_IDENTITIES.map(
    (email) =>
      `<button type="button" class="pick" data-email="${escapeXml(email)}">${escapeXml(email)}</button>`,
  ).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Marquee ID</title>
<link rel="stylesheet" href="/oauth/demo/authorize.css">
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
