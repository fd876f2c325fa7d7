import { escapeXml } from '../services/media/svg';

export type CallbackResult = { idToken: string } | { error: string };

/**
 * The page an OIDC provider sends the popup back to: it posts the sign-in token (or the error) to
 * the window that opened it, on that window's origin only, and closes. No inline script (the CSP
 * forbids it): it loads /oauth/callback.js.
 */
export function callbackPage(origin: string, provider: string, result: CallbackResult): string {
  const data =
    'idToken' in result
      ? `data-id-token="${escapeXml(result.idToken)}"`
      : `data-error="${escapeXml(result.error)}"`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign-in</title></head>
<body><main id="result" data-origin="${escapeXml(origin)}" data-provider="${escapeXml(provider)}" ${data}></main>
<script src="/oauth/callback.js"></script></body></html>`;
}
