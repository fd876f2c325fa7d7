import { api } from '@marquee/api-client';
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/app-env';
import { badRequest } from '../http/http-error';
import { mounter } from '../http/mount';
import { requiredString } from '../http/validate';
import { listVendors } from '../store/catalogue';
import { buildLanes } from '../store/lanes';
import { readBrand } from '../store/settings';

export function gameRoutes(app: Hono<AppEnv>, { db, config }: Deps): void {
  const mount = mounter(app, config);

  mount(api.games.vendors, {
    parse: (raw) => ({ merchantCode: requiredString(raw, 'merchantCode', { max: 64 }) }),
    handle: async ({ merchantCode }) => {
      const brand = await readBrand(db);
      if (merchantCode.toUpperCase() !== brand.merchantCode)
        throw badRequest(`Unknown merchantCode '${merchantCode}'`);
      return { data: { lanes: buildLanes(await listVendors(db)) } };
    },
  });
}
