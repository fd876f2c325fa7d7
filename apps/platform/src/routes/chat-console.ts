import { CHAT_CONSOLE_PATH } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import { CONSOLE_PAGE, CONSOLE_SCRIPT_PATH, CONSOLE_STYLES_PATH } from '../chat-console/page';
import { CONSOLE_SCRIPT } from '../chat-console/script';
import { CONSOLE_STYLES } from '../chat-console/styles';
import type { AppEnv } from '../http/app-env';

/** The operator console's page, script and stylesheet. */
export function chatConsoleRoutes(app: Hono<AppEnv>): void {
  app.get(CHAT_CONSOLE_PATH, (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(CONSOLE_PAGE);
  });
  app.get(CONSOLE_SCRIPT_PATH, (c) => {
    c.header('content-type', 'text/javascript; charset=utf-8');
    c.header('cache-control', 'no-cache');
    return c.body(CONSOLE_SCRIPT);
  });
  app.get(CONSOLE_STYLES_PATH, (c) => {
    c.header('content-type', 'text/css; charset=utf-8');
    c.header('cache-control', 'no-cache');
    return c.body(CONSOLE_STYLES);
  });
}
