import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';

const SUPPORT_PREFIX = '/support';

/** The pages' stylesheet, a file of its own: the CSP allows no inline style. */
const SUPPORT_STYLES = `${SUPPORT_PREFIX}/support.css`;
const STYLES = `body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: #f4f5f9; color: #1d2130; }
header { background: #1d2b64; color: #fff; padding: 14px 18px; font-weight: 600; }
main { padding: 16px 18px; display: grid; gap: 10px; }
.msg { max-width: 80%; padding: 8px 12px; border-radius: 12px; background: #fff; box-shadow: 0 1px 2px #0002; }
.me { justify-self: end; background: #d9f2e6; }
small { color: #60657a; }
`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Marquee Demo</title>
<link rel="stylesheet" href="${SUPPORT_STYLES}">
</head>
<body>
<header>${title}</header>
<main>
${body}
<small>Demo page served by the Marquee reference platform. A live brand embeds its customer-service provider here.</small>
</main>
</body>
</html>`;

const CHAT = page(
  'Live chat',
  `<p class="msg">Hello! Welcome to Marquee Demo customer service. How can we help you today?</p>
<p class="msg me">How long does a withdrawal take?</p>
<p class="msg">Most withdrawals are paid within 30 minutes. You can follow yours under Account record.</p>`,
);

const VIP = page(
  'VIP service',
  `<p class="msg">Welcome to the VIP lounge. Your personal host is online around the clock.</p>
<p class="msg">Ask about higher limits, faster withdrawals and birthday rewards.</p>`,
);

/** The pages the customer-service entries point at (LIVECHAT type '1', VIP type '3'). */
export function supportRoutes(app: Hono<AppEnv>): void {
  app.get(SUPPORT_STYLES, (c) => {
    c.header('content-type', 'text/css; charset=utf-8');
    c.header('cache-control', 'no-cache');
    return c.body(STYLES);
  });
  app.get(`${SUPPORT_PREFIX}/chat`, (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(CHAT);
  });
  app.get(`${SUPPORT_PREFIX}/vip`, (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(VIP);
  });
}
