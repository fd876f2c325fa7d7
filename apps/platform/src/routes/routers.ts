import { api } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/app-env';
import { mounter } from '../http/mount';
import { listDomains, listResources } from '../services/system/catalogue';

export function routerRoutes(app: Hono<AppEnv>, { db, config }: Deps): void {
  const mount = mounter(app, config);

  mount(api.routers.domains, {
    handle: async () => ({ domainList: await listDomains(db), resources: await listResources(db) }),
  });
}
