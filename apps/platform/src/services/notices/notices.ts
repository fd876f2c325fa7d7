import type {
  AnnouncementsResponse,
  Banner,
  BannerGroup,
  Notice,
  NoticeType,
} from '@marquee/api-client/contract';
import { asc, desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open';
import * as schema from '../../db/schema';
import { mediaUrl } from '../media/media-url';
import { cachedRead, invalidateReads } from '../read-cache';

function listBanners(db: Db): Promise<Banner[]> {
  return cachedRead(db, 'banners', () => readBanners(db));
}

async function readBanners(db: Db): Promise<Banner[]> {
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

async function listNotices(db: Db, types: readonly Notice['type'][]): Promise<Notice[]> {
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
  invalidateReads(db);
  return { ...draft, id: row.id, publishedAt: row.publishedAt.toISOString() };
}

/** The requested notice groups, each filled only when asked for; notices newest first. */
export function announcementGroups(db: Db, types: readonly NoticeType[]): Promise<AnnouncementsResponse> {
  return cachedRead(db, `announcements:${types.join(',')}`, () => readAnnouncementGroups(db, types));
}

async function readAnnouncementGroups(db: Db, types: readonly NoticeType[]): Promise<AnnouncementsResponse> {
  const notices = await listNotices(
    db,
    types.filter((type) => type !== 'B'),
  );
  const ofType = (type: NoticeType) => notices.filter((notice) => notice.type === type);
  return {
    player: ofType('PL'),
    banners: types.includes('B') ? await listBanners(db) : [],
    popup: ofType('PU'),
    promotion: ofType('PR'),
    help: ofType('H'),
  };
}
