import type { GameCategory, VendorCard } from '@marquee/api-client/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import * as schema from '../../db/schema';
import { mediaUrl } from '../media/media-url';
import { cachedRead, invalidateReads } from '../read-cache';
import { launchModeOf } from './game-view';

export interface VendorRow extends VendorCard {
  /** the category the vendor is filed under (esports and cockfight vendors sit in SPORTS) */
  category: GameCategory;
}

type VendorRecord = typeof schema.vendors.$inferSelect;

/** The vendors table in navigation order (a few dozen rows), kept in memory. */
export function vendorRecords(db: Db): Promise<VendorRecord[]> {
  return cachedRead(db, 'vendors', () =>
    db.select().from(schema.vendors).orderBy(asc(schema.vendors.sort), asc(schema.vendors.id)),
  );
}

export async function listVendors(db: Db): Promise<VendorRow[]> {
  const rows = await vendorRecords(db);
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
  invalidateReads(db);
  return rows.length > 0;
}
