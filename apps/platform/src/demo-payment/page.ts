import { escapeXml } from '../services/media/svg';

const STYLE = `body{font:16px system-ui,sans-serif;margin:0;background:#f4f6fb;color:#1a1f36}
main{max-width:24rem;margin:3rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.25rem;margin:0 0 1rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
form{display:inline}button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:1px solid #1a56db;margin-right:.5rem;cursor:pointer}
.pay{background:#1a56db;color:#fff}.cancel{background:#fff;color:#1a56db}.note{color:#555;font-size:.875rem}`;

/**
 * Outside /demo-pay/: a static path beside /demo-pay/:orderNo would make Hono give up its RegExp
 * router for the trie one.
 */
export const DEMO_PAY_STYLES_PATH = '/demo-pay-assets/styles.css';

function shell(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeXml(title)}</title><link rel="stylesheet" href="${DEMO_PAY_STYLES_PATH}"></head>
<body><main>${body}</main></body></html>`;
}

export const DEMO_PAY_STYLES = STYLE;

/**
 * The demo payment provider's page: the amount and two buttons. Plain forms (the CSP allows no
 * inline script): Pay or Cancel posts back here, and the provider then calls the platform's
 * signed callback the way a real provider would.
 */
export function payPage(orderNo: string, channelName: string, amount: string): string {
  const action = `/demo-pay/${encodeURIComponent(orderNo)}`;
  return shell(
    `${channelName} payment`,
    `<h1>${escapeXml(channelName)} (demo payment provider)</h1>
<p class="note">Order ${escapeXml(orderNo)}</p>
<p class="amount">${escapeXml(amount)}</p>
<form method="post" action="${action}"><input type="hidden" name="result" value="PAID"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${action}"><input type="hidden" name="result" value="CANCELLED"><button class="cancel" type="submit">Cancel payment</button></form>`,
  );
}

export function resultPage(heading: string, text: string): string {
  return shell(
    heading,
    `<h1>${escapeXml(heading)}</h1><p>${escapeXml(text)}</p><p class="note">You can close this window.</p>`,
  );
}
