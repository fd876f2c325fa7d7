import { api } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { mounter } from '../http/mount';
import { parseLanguage } from '../http/parse-language';
import { optionalSession } from '../http/require-session';
import { ipOf } from '../http/route-helpers';
import { saveLanguage } from '../services/accounts/language';
import type { AccountDeps } from '../services/deps';

export function memberRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const mount = mounter(app, deps.config);

  mount(api.member.language, {
    parse: parseLanguage,
    // visitors may call it too: a signed-in member's choice is kept on the member, a visitor's per IP
    handle: async ({ language }, c) => {
      const session = await optionalSession(deps, c);
      await saveLanguage(
        deps.db,
        session ? { memberId: session.memberId } : { visitorIp: ipOf(deps, c) },
        language,
      );
      return null;
    },
  });
}
