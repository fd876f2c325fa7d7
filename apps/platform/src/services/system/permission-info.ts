import {
  DEFAULT_HOME_SECTIONS,
  type PermissionInfo,
  type RegistrationFieldRule,
} from '@marquee/api-client/contract';
import type { Db } from '../../db/open';
import type { Deps } from '../../http/app-env';
import { BRAND } from '../../reference/brand';
import { REGISTRATION_RULES } from '../../reference/registration-rules';
import { deliveryChannels } from '../delivery/channels';
import { listCustomerService, listDomains, listResources } from './catalogue';
import { currentSystemState } from './current-system-state';
import { effectiveFeatureTree } from './features';
import { minimumAgeOf, readSettings } from './settings';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The brand's permission info for a visitor; one brand: every host gets the demo brand. */
export async function permissionInfo(deps: Deps, visitorIp: string): Promise<PermissionInfo> {
  const { db } = deps;
  const settings = await readSettings(db, ['brand', 'registration']);
  const state = await currentSystemState(deps, visitorIp);
  const brand = settings.brand ?? BRAND;
  return {
    merchantCode: brand.merchantCode,
    currency: brand.currency,
    whitelabel: await effectiveFeatureTree(deps),
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
    // a brand stored before home's sections were a setting keeps today's home
    homeSections: brand.homeSections ?? [...DEFAULT_HOME_SECTIONS],
    // the email reset has no brand switch: the screens leave it out when nothing can be mailed
    mailDelivery: deliveryChannels(deps.config).mail,
    minimumAge: minimumAgeOf(brand),
  };
}

/** The registration field rules: the stored ones, else the reference rules. */
export async function registrationRules(db: Db): Promise<RegistrationFieldRule[]> {
  return (await readSettings(db, ['registration'])).registration ?? REGISTRATION_RULES;
}

/** A listed domain, loopback, or the host serving the request is valid. */
export async function isDomainValid(db: Db, host: string, servedHost: string): Promise<boolean> {
  const known = (await listDomains(db)).some((entry) => entry.domain === host);
  return known || LOOPBACK.has(host) || host === servedHost;
}
