import {
  type Banner,
  type BannerGroup,
  type CustomerServiceEntry,
  type CustomerServiceType,
  type DomainEntry,
  encryptCustomerServicePath,
  type GameCategory,
  type HelpCenterArticle,
  type Notice,
  type Resource,
  type ResourceType,
  type VendorCard,
} from '@marquee/api-client/contract';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open';
import * as schema from '../db/schema';
import { launchModeOf } from '../games/game-view';

/** Every image is drawn by this server (routes/media.ts): no external image hosts. */
export const mediaUrl = {
  banner: (id: number) => `/media/banners/${id}.svg`,
  vendor: (vassalage: string) => `/media/vendors/${encodeURIComponent(vassalage)}.svg`,
  resourceIcon: (type: string) => `/media/resources/${type.toLowerCase()}/icon.svg`,
  resourceQr: (type: string) => `/media/resources/${type.toLowerCase()}/qr.svg`,
};

export async function listBanners(db: Db): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(schema.banners)
    .orderBy(asc(schema.banners.sort), asc(schema.banners.id));
  return rows.map((row) => ({
    bannerId: row.id,
    groupName: row.groupName as BannerGroup,
    title: row.title,
    url: mediaUrl.banner(row.id),
    linkageType: row.linkageType as Banner['linkageType'],
    linkUrl: row.linkUrl,
    width: row.width,
    height: row.height,
  }));
}

export async function listNotices(db: Db, types: readonly Notice['type'][]): Promise<Notice[]> {
  if (types.length === 0) return [];
  const rows = await db
    .select()
    .from(schema.notices)
    .where(inArray(schema.notices.type, [...types]))
    .orderBy(desc(schema.notices.publishedAt), desc(schema.notices.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.type as Notice['type'],
    title: row.title,
    content: row.content,
    publishedAt: row.publishedAt.toISOString(),
  }));
}

export async function addNotice(db: Db, draft: Pick<Notice, 'type' | 'title' | 'content'>): Promise<Notice> {
  const [row] = await db
    .insert(schema.notices)
    .values({ ...draft, publishedAt: new Date() })
    .returning();
  if (!row) throw new Error('notice insert returned no row');
  return { ...draft, id: row.id, publishedAt: row.publishedAt.toISOString() };
}

export async function listResources(db: Db): Promise<Resource[]> {
  const rows = await db.select().from(schema.resources).orderBy(asc(schema.resources.sort));
  return rows.map((row) => ({
    resourceType: row.resourceType as ResourceType,
    url: row.url,
    qrCodeUrl: row.hasQrCode ? mediaUrl.resourceQr(row.resourceType) : null,
    labelNameEn: row.labelNameEn,
    iconUrl: mediaUrl.resourceIcon(row.resourceType),
  }));
}

/** Type '3' entries are enciphered here, at read time: the path's last 8 characters are the key. */
export async function listCustomerService(db: Db): Promise<CustomerServiceEntry[]> {
  const rows = await db.select().from(schema.customerService).orderBy(asc(schema.customerService.sort));
  return rows.map((row) => ({
    csType: row.csType as CustomerServiceType,
    type: row.type as CustomerServiceEntry['type'],
    path:
      row.type === '3' && row.cipherKey ? encryptCustomerServicePath(row.target, row.cipherKey) : row.target,
  }));
}

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

export async function listDomains(db: Db): Promise<DomainEntry[]> {
  const rows = await db
    .select()
    .from(schema.domains)
    .orderBy(asc(schema.domains.speed), asc(schema.domains.id));
  return rows.map(({ domain, speed }) => ({ domain, speed }));
}

export async function listHelpArticles(db: Db): Promise<HelpCenterArticle[]> {
  const rows = await db.select().from(schema.helpArticles).orderBy(asc(schema.helpArticles.sort));
  return rows.map(({ id, category, title, content }) => ({ id, category, title, content }));
}

export async function saveLanguage(db: Db, visitor: string, language: string): Promise<void> {
  await db
    .insert(schema.languagePreferences)
    .values({ visitor, language })
    .onConflictDoUpdate({
      target: schema.languagePreferences.visitor,
      set: { language, updatedAt: new Date() },
    });
}
