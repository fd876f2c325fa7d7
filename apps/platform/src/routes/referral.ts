import { referralApi } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { mounter } from '../http/mount';
import { memberAt } from '../http/route-helpers';
import { optionalInteger } from '../http/validate';
import type { AccountDeps } from '../services/deps';
import { referralSummary } from '../services/referral/referral-summary';

export function referralRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const mount = mounter(app, deps.config);
  mount(referralApi.summary, {
    parse: (raw) => {
      const page = optionalInteger(raw, 'page', { min: 1, max: 1_000_000 });
      return page === undefined ? {} : { page };
    },
    handle: memberAt(deps, referralSummary),
  });
}
