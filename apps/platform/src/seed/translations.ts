import { count } from 'drizzle-orm';
import type { Db } from '../db/open';
import * as schema from '../db/schema';
import { buildCatalogue } from './catalogue';

/**
 * The demo notices' and banners' texts in the brand's other languages, into an empty
 * notice_texts table: a database seeded before they existed gets them on its next start. Each
 * text finds its row by the row's English title; a row the operator added since has none (it is
 * shown in English). Returns whether it seeded anything.
 */
export async function seedTranslations(db: Db, seed: number): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(schema.noticeTexts);
  if ((existing?.value ?? 0) > 0) return false;
  const { translations } = buildCatalogue({ seed });
  const notices = await db
    .select({ id: schema.notices.id, type: schema.notices.type, title: schema.notices.title })
    .from(schema.notices);
  const banners = await db
    .select({ id: schema.banners.id, groupName: schema.banners.groupName, title: schema.banners.title })
    .from(schema.banners);
  const noticeId = new Map(notices.map((row) => [`${row.type}\n${row.title}`, row.id]));
  const bannerId = new Map(banners.map((row) => [`${row.groupName}\n${row.title}`, row.id]));
  const noticeRows = translations.notices.flatMap(({ type, englishTitle, language, title, content }) => {
    const id = noticeId.get(`${type}\n${englishTitle}`);
    return id === undefined ? [] : [{ noticeId: id, language, title, content }];
  });
  const bannerRows = translations.banners.flatMap(
    ({ groupName, englishTitle, language, title, subtitle }) => {
      const id = bannerId.get(`${groupName}\n${englishTitle}`);
      return id === undefined ? [] : [{ bannerId: id, language, title, subtitle }];
    },
  );
  if (noticeRows.length === 0 && bannerRows.length === 0) return false;
  await db.transaction(async (tx) => {
    if (noticeRows.length > 0) await tx.insert(schema.noticeTexts).values(noticeRows);
    if (bannerRows.length > 0) await tx.insert(schema.bannerTexts).values(bannerRows);
  });
  return true;
}
