import type { GameCategory, VendorCard } from '@marquee/api-client/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import * as schema from '../../db/schema';
import { mediaUrl } from '../media/media-url';
import { launchModeOf } from './game-view';

export interface VendorRow extends VendorCard {
  /** the category the vendor is filed under (esports and cockfight vendors sit in SPORTS) */
  category: GameCategory;
}

export async function listVendors(db: Db): Promise<VendorRow[]> {
  const rows = await db
    .select()
    .from(schema.vendors)
    .orderBy(asc(schema.vendors.sort), asc(schema.vendors.id));
  return rows.map((row) => ({
    vassalage: row.vassalage,
    name: row.name,
    accountTypeId: row.accountTypeId,
    smallIcon: mediaUrl.vendor(row.vassalage),
    isHot: row.isHot === 1 ? 1 : 0,
    gameType: row.category as GameCategory,
    maintenance: row.maintenance,
    launchMode: launchModeOf(row.category),
    category: row.category as GameCategory,
  }));
}

/** Puts a vendor in or out of maintenance; false when there is no such vendor. */
export async function setVendorMaintenance(
  db: Db,
  vassalage: string,
  maintenance: boolean,
): Promise<boolean> {
  const rows = await db
    .update(schema.vendors)
    .set({ maintenance })
    .where(eq(schema.vendors.vassalage, vassalage))
    .returning({ id: schema.vendors.id });
  return rows.length > 0;
}
