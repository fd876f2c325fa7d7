import { api, isLanguageCode, type LanguageNotify } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/app-env';
import { badRequest } from '../http/http-error';
import { mounter } from '../http/mount';
import { type RawInput, requiredString } from '../http/validate';
import { visitorIp } from '../http/visitor-ip';
import { saveLanguage } from '../services/accounts/language';

export function parseLanguage(raw: RawInput): LanguageNotify {
  const language = requiredString(raw, 'language', { max: 10 });
  if (!/^[A-Za-z]{2}$/.test(language))
    throw badRequest(`'language' must be a 2-letter code, got '${language}'`);
  const code = language.toUpperCase();
  if (!isLanguageCode(code)) throw badRequest(`Unsupported language '${language}'`);
  return { language: code };
}

export function memberRoutes(app: Hono<AppEnv>, { db, config }: Deps): void {
  const mount = mounter(app, config);

  mount(api.member.language, {
    parse: parseLanguage,
    // no sessions yet: the choice is recorded per visitor IP
    handle: async ({ language }, c) => {
      await saveLanguage(db, visitorIp(c, config.trustProxy), language);
      return null;
    },
  });
}
