import { api, FEATURE_FLAGS, type PermissionQuery } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/app-env';
import { mounter } from '../http/mount';
import { hostOf, type RawInput } from '../http/validate';
import { BRAND } from '../reference/brand';
import { COUNTRIES } from '../reference/countries';
import { featureTree } from '../reference/feature-tree';
import { REGISTRATION_RULES } from '../reference/registration-rules';
import { listHelpArticles } from '../services/notices/notices';
import { listCustomerService, listDomains, listResources } from '../services/system/catalogue';
import { currentSystemState } from '../services/system/current-system-state';
import { readSettings } from '../services/system/settings';

const parseHostQuery = (raw: RawInput): PermissionQuery => ({ url: hostOf(raw, 'url') });

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function systemRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db, config } = deps;
  const mount = mounter(app, config);

  mount(api.system.whitelabel, {
    parse: parseHostQuery,
    // one brand for now: every host gets the demo brand
    handle: async (_query, c) => {
      const settings = await readSettings(db, ['brand', 'features', 'registration']);
      const state = await currentSystemState(deps, c);
      const brand = settings.brand ?? BRAND;
      return {
        merchantCode: brand.merchantCode,
        currency: brand.currency,
        whitelabel: config.features
          ? featureTree(config.features)
          : (settings.features ?? featureTree(FEATURE_FLAGS)),
        register: settings.registration ?? REGISTRATION_RULES,
        resources: await listResources(db),
        customerService: await listCustomerService(db),
        analytics: { gtagId: brand.gtagId },
        // images and game launches are served by this server: no CDN
        imageCDNs: [],
        launchGameCDNs: [],
        location: { ip: state.ip },
        maintenance: state.maintenance,
        regionRestriction: state.regionRestriction,
      };
    },
  });

  mount(api.system.status, {
    handle: async (_input, c) => {
      const { status, maintenance, ip } = await currentSystemState(deps, c);
      return { status, maintenance, ip };
    },
  });

  mount(api.system.registerSettings, {
    handle: async () => (await readSettings(db, ['registration'])).registration ?? REGISTRATION_RULES,
  });

  mount(api.system.domainRoute, {
    parse: parseHostQuery,
    handle: async ({ url: host }, c) => {
      const known = (await listDomains(db)).some((entry) => entry.domain === host);
      const servedHost = hostOf({ host: c.req.header('host') ?? 'localhost' }, 'host');
      return { domain: host, valid: known || LOOPBACK.has(host) || host === servedHost };
    },
  });

  mount(api.system.countries, { handle: () => [...COUNTRIES] });

  mount(api.system.helpCenter, { handle: () => listHelpArticles(db) });

  mount(api.system.customerService, {
    handle: async () => ({ version: { pathList: await listCustomerService(db) } }),
  });
}
