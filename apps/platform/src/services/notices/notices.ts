import type {
  AnnouncementsResponse,
  Banner,
  BannerGroup,
  Notice,
  NoticeType,
} from '@marquee/api-client/contract';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open';
import * as schema from '../../db/schema';
import { type GameLanguage, gameLanguage } from '../games/languages';
import { mediaUrl } from '../media/media-url';
import { cachedRead, invalidateReads } from '../read-cache';

async function listBanners(db: Db, language: GameLanguage): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(schema.banners)
    .orderBy(asc(schema.banners.sort), asc(schema.banners.id));
  const texts =
    language === 'EN'
      ? new Map<number, { title: string; subtitle: string }>()
      : new Map(
          (
            await db
              .select({
                bannerId: schema.bannerTexts.bannerId,
                title: schema.bannerTexts.title,
                subtitle: schema.bannerTexts.subtitle,
              })
              .from(schema.bannerTexts)
              .where(eq(schema.bannerTexts.language, language))
          ).map(({ bannerId, ...text }) => [bannerId, text]),
        );
  return rows.map((row) => ({
    bannerId: row.id,
    groupName: row.groupName as BannerGroup,
    // a banner without words in the language (one an operator added in English) reads English
    title: texts.get(row.id)?.title ?? row.title,
    subtitle: texts.get(row.id)?.subtitle ?? row.subtitle,
    url: mediaUrl.banner(row.id),
    linkageType: row.linkageType as Banner['linkageType'],
    linkUrl: row.linkUrl,
    width: row.width,
    height: row.height,
  }));
}

async function listNotices(
  db: Db,
  types: readonly Notice['type'][],
  language: GameLanguage,
  at: Date,
): Promise<Notice[]> {
  if (types.length === 0) return [];
  const rows = await db
    .select({
      id: schema.notices.id,
      type: schema.notices.type,
      title: schema.notices.title,
      content: schema.notices.content,
      publishedAt: schema.notices.publishedAt,
      translatedTitle: schema.noticeTexts.title,
      translatedContent: schema.noticeTexts.content,
      promotionId: schema.promotions.id,
    })
    .from(schema.notices)
    .leftJoin(
      schema.noticeTexts,
      and(eq(schema.noticeTexts.noticeId, schema.notices.id), eq(schema.noticeTexts.language, language)),
    )
    // a link only to a promotion not yet ended: a closed one would be a dead end
    .leftJoin(
      schema.promotions,
      and(eq(schema.promotions.id, schema.notices.promotionId), gt(schema.promotions.endsAt, at)),
    )
    .where(inArray(schema.notices.type, [...types]))
    .orderBy(desc(schema.notices.publishedAt), desc(schema.notices.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.type as Notice['type'],
    // a notice without a text in the language (one an operator added in English) reads English
    title: row.translatedTitle ?? row.title,
    content: row.translatedContent ?? row.content,
    publishedAt: row.publishedAt.toISOString(),
    ...(row.promotionId !== null ? { promotionId: row.promotionId } : {}),
  }));
}

export async function promotionExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: schema.promotions.id })
    .from(schema.promotions)
    .where(eq(schema.promotions.id, id));
  return row !== undefined;
}

export async function addNotice(
  db: Db,
  draft: Pick<Notice, 'type' | 'title' | 'content' | 'promotionId'>,
): Promise<Notice> {
  const [row] = await db
    .insert(schema.notices)
    .values({ ...draft, publishedAt: new Date() })
    .returning();
  if (!row) throw new Error('notice insert returned no row');
  invalidateReads(db);
  return { ...draft, id: row.id, publishedAt: row.publishedAt.toISOString() };
}

/**
 * The requested notice groups in `language` (the brand's languages; any other reads English), each
 * filled only when asked for; notices newest first, a notice's promotion linked while it has not
 * ended at `at` (the cache's few seconds may show a link a moment past a promotion's end, whose page
 * then says it ended).
 */
export function announcementGroups(
  db: Db,
  types: readonly NoticeType[],
  language = 'EN',
  at = new Date(),
): Promise<AnnouncementsResponse> {
  const code = gameLanguage(language);
  return cachedRead(db, `announcements:${types.join(',')}:${code}`, () =>
    readAnnouncementGroups(db, types, code, at),
  );
}

async function readAnnouncementGroups(
  db: Db,
  types: readonly NoticeType[],
  language: GameLanguage,
  at: Date,
): Promise<AnnouncementsResponse> {
  const notices = await listNotices(
    db,
    types.filter((type) => type !== 'B'),
    language,
    at,
  );
  const ofType = (type: NoticeType) => notices.filter((notice) => notice.type === type);
  return {
    player: ofType('PL'),
    banners: types.includes('B') ? await listBanners(db, language) : [],
    popup: ofType('PU'),
    promotion: ofType('PR'),
    help: ofType('H'),
  };
}
