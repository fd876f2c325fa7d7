import type { HelpCenterArticle, HelpCenterResponse, LanguageCode } from '@marquee/api-client/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import * as schema from '../../db/schema';
import { cachedRead } from '../read-cache';

/** The language the brand always writes its articles in. */
const HELP_FALLBACK_LANGUAGE: LanguageCode = 'EN';

async function readArticles(db: Db, language: LanguageCode): Promise<HelpCenterArticle[]> {
  const rows = await db
    .select()
    .from(schema.helpArticles)
    .where(eq(schema.helpArticles.language, language))
    .orderBy(asc(schema.helpArticles.sort), asc(schema.helpArticles.id));
  return rows.map(({ id, slug, categorySlug, category, title, content }) => ({
    id,
    slug,
    categorySlug,
    category,
    title,
    content,
  }));
}

async function writtenLanguages(db: Db): Promise<LanguageCode[]> {
  const rows = await db
    .selectDistinct({ language: schema.helpArticles.language })
    .from(schema.helpArticles)
    .orderBy(asc(schema.helpArticles.language));
  return rows.map(({ language }) => language as LanguageCode);
}

/** The help centre in `language`, or in English when the brand has not written it in that one. */
export function helpCentre(db: Db, language: LanguageCode): Promise<HelpCenterResponse> {
  return cachedRead(db, `help-centre:${language}`, async () => {
    const languages = await writtenLanguages(db);
    const answered = languages.includes(language) ? language : HELP_FALLBACK_LANGUAGE;
    return { language: answered, languages, articles: await readArticles(db, answered) };
  });
}
