import { api, type PermissionQuery } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/app-env';
import { mounter } from '../http/mount';
import { parseLanguage } from '../http/parse-language';
import { hostOf, type RawInput } from '../http/validate';
import { visitorIp } from '../http/visitor-ip';
import { APP_RELEASES } from '../reference/app-releases';
import { COUNTRIES } from '../reference/countries';
import { helpCentre } from '../services/support/help-articles';
import { listCustomerService } from '../services/system/catalogue';
import { currentSystemState } from '../services/system/current-system-state';
import { isDomainValid, permissionInfo, registrationRules } from '../services/system/permission-info';

const parseHostQuery = (raw: RawInput): PermissionQuery => ({ url: hostOf(raw, 'url') });

export function systemRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db, config } = deps;
  const mount = mounter(app, config);

  mount(api.system.whitelabel, {
    parse: parseHostQuery,
    handle: (_query, c) => permissionInfo(deps, visitorIp(c, config.trustProxy)),
    // it reports the visitor's IP
    revalidate: 'private',
  });

  mount(api.system.status, {
    handle: async (_input, c) => {
      const { status, maintenance, ip } = await currentSystemState(deps, visitorIp(c, config.trustProxy));
      return { status, maintenance, ip };
    },
  });

  mount(api.system.registerSettings, { handle: () => registrationRules(db), revalidate: 'public' });

  mount(api.system.domainRoute, {
    parse: parseHostQuery,
    handle: async ({ url: host }, c) => {
      const servedHost = hostOf({ host: c.req.header('host') ?? 'localhost' }, 'host');
      return { domain: host, valid: await isDomainValid(db, host, servedHost) };
    },
  });

  mount(api.system.countries, { handle: () => [...COUNTRIES] });

  mount(api.system.appDownload, { handle: () => ({ releases: [...APP_RELEASES] }), revalidate: 'public' });

  mount(api.system.helpCenter, {
    parse: parseLanguage,
    handle: ({ language }) => helpCentre(db, language),
    revalidate: 'public',
  });

  mount(api.system.customerService, {
    handle: async () => ({ version: { pathList: await listCustomerService(db) } }),
  });
}
