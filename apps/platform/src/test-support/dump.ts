import { asc, getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open';
import * as schema from '../db/schema';

const TABLES: Record<string, PgTable> = {
  brandSettings: schema.brandSettings,
  banners: schema.banners,
  notices: schema.notices,
  resources: schema.resources,
  customerService: schema.customerService,
  vendors: schema.vendors,
  domains: schema.domains,
  helpArticles: schema.helpArticles,
};

/** Every table's rows in a stable order, without the timestamps of the moment it was seeded. */
export async function dumpCatalogue(db: Db) {
  const result: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const columns = getTableColumns(table);
    const order = 'id' in columns ? columns.id : columns.key;
    const rows = await db
      .select()
      .from(table)
      .orderBy(asc(order as never));
    result[name] = rows.map(({ updatedAt: _updatedAt, ...row }: Record<string, unknown>) => row);
  }
  return result;
}

/**
 * The recorded rounds and the ledger, in id order, without their times (those follow the seeding
 * moment) and their public ids (random by design, so that they reveal nothing).
 */
export async function dumpHistory(db: Db) {
  const rounds = await db.select().from(schema.bets).orderBy(asc(schema.bets.id));
  const entries = await db.select().from(schema.ledgerEntries).orderBy(asc(schema.ledgerEntries.id));
  const wallets = await db
    .select({ memberId: schema.wallets.memberId, balance: schema.wallets.balance })
    .from(schema.wallets)
    .orderBy(asc(schema.wallets.memberId));
  const timeless = <T extends { createdAt: Date; publicId: string }>({
    createdAt: _createdAt,
    publicId: _publicId,
    ...row
  }: T) => row;
  return { bets: rounds.map(timeless), ledgerEntries: entries.map(timeless), wallets };
}
