import { CHAT_CONSOLE_PATH } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { CONSOLE_LANGUAGES, consoleLanguage, isConsoleLanguage } from '../chat-console/console-languages';
import {
  CONSOLE_LANGUAGE_PARAM,
  CONSOLE_STYLES_PATH,
  consolePage,
  consoleScriptPath,
} from '../chat-console/page';
import { consoleScript } from '../chat-console/script';
import { CONSOLE_STYLES } from '../chat-console/styles';
import type { AppEnv } from '../http/app-env';

/** The operator's language choice, kept for a year on the console's pages only. */
const LANGUAGE_COOKIE = 'marquee_console_language';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The operator console's page (in the operator's language), scripts and stylesheet. */
export function chatConsoleRoutes(app: Hono<AppEnv>): void {
  app.get(CHAT_CONSOLE_PATH, (c) => {
    const chosen = c.req.query(CONSOLE_LANGUAGE_PARAM);
    if (chosen !== undefined) {
      const language = chosen.toUpperCase();
      if (isConsoleLanguage(language))
        setCookie(c, LANGUAGE_COOKIE, language, {
          path: CHAT_CONSOLE_PATH,
          maxAge: YEAR_SECONDS,
          sameSite: 'Lax',
          httpOnly: true,
        });
      // the address stays the console's own, so a reload or a bookmark carries no choice
      return c.redirect(CHAT_CONSOLE_PATH, 303);
    }
    c.header('cache-control', 'no-cache');
    c.header('vary', 'accept-language, cookie');
    return c.html(
      consolePage(consoleLanguage(getCookie(c, LANGUAGE_COOKIE), c.req.header('accept-language'))),
    );
  });
  for (const language of CONSOLE_LANGUAGES) {
    const script = consoleScript(language);
    app.get(consoleScriptPath(language), (c) => {
      c.header('content-type', 'text/javascript; charset=utf-8');
      c.header('cache-control', 'no-cache');
      return c.body(script);
    });
  }
  app.get(CONSOLE_STYLES_PATH, (c) => {
    c.header('content-type', 'text/css; charset=utf-8');
    c.header('cache-control', 'no-cache');
    return c.body(CONSOLE_STYLES);
  });
}
