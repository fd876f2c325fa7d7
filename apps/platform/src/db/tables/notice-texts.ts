import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { banners, notices } from './catalogue';

/**
 * A notice in another language than its own row's (which is English): what the announcements call
 * answers for `language`. A notice without a row here is shown in English.
 */
export const noticeTexts = pgTable(
  'notice_texts',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    /** the platform's language code (CN, ID, TH, TY, VI) */
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** HTML, stored as given: the web app sanitises it before rendering */
    content: text('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.noticeId, table.language] })],
);

/** A banner's title and subtitle (its alt text and the words drawn on it) in another language. */
export const bannerTexts = pgTable(
  'banner_texts',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bannerId, table.language] })],
);
