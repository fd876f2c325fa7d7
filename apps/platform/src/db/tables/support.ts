import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The help centre: one row per article and language. `slug` is the article's address and
 * `categorySlug` its category's anchor, the same in every language.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    categorySlug: text('category_slug').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [uniqueIndex('help_articles_slug_language').on(table.slug, table.language)],
);
