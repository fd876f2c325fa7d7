import type * as schema from '../../db/schema';
import { CN } from './cn';
import { EN } from './en';
import { HELP_ARTICLE_PLACES, type HelpArticleTexts } from './help-article-texts';
import { ID } from './id';
import { TH } from './th';
import { TY } from './ty';
import { VI } from './vi';

/** The demo brand writes its help centre in the six languages of its translation files. */
const HELP_TEXTS: Record<string, HelpArticleTexts> = { CN, EN, ID, TH, TY, VI };

/** Every article in every language, `sort` keeping the display order. */
export function helpArticleRows(): Array<(typeof schema.helpArticles)['$inferInsert']> {
  return Object.entries(HELP_TEXTS).flatMap(([language, texts]) =>
    HELP_ARTICLE_PLACES.map(({ slug, category }, sort) => ({
      slug,
      language,
      categorySlug: category,
      category: texts.categories[category],
      title: texts.articles[slug].title,
      content: texts.articles[slug].content,
      sort,
    })),
  );
}
