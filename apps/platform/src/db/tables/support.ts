import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberRef } from './accounts';
import { serialId, timestamptz } from './columns';

/**
 * The help centre: one row per article and language. `slug` is the article's address and
 * `categorySlug` its category's anchor, the same in every language.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: serialId(),
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

/**
 * Affiliate applications. At most one PENDING row per member (a partial unique index), so two
 * submissions at once cannot both wait; a decided application stays as the member's history.
 */
export const affiliateApplications = pgTable(
  'affiliate_applications',
  {
    id: serialId(),
    memberId: memberRef(),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    channels: jsonb('channels').$type<string[]>().notNull(),
    expectedPlayers: integer('expected_players').notNull(),
    /** PENDING, APPROVED, REJECTED */
    status: text('status').notNull(),
    submittedAt: timestamptz('submitted_at').notNull(),
    decidedAt: timestamptz('decided_at'),
  },
  (table) => [
    uniqueIndex('affiliate_applications_one_pending')
      .on(table.memberId)
      .where(sql`${table.status} = 'PENDING'`),
    index('affiliate_applications_member').on(table.memberId, table.submittedAt),
  ],
);

/** A member's feedback; `ticket` is the public number (FB-…), never the serial. */
export const feedbackTickets = pgTable(
  'feedback_tickets',
  {
    id: serialId(),
    ticket: text('ticket').notNull(),
    memberId: memberRef(),
    questionType: text('question_type').notNull(),
    content: text('content').notNull(),
    screenshotType: text('screenshot_type'),
    /** the image's bytes as the browser sent them, base64; read only by its owner */
    screenshot: text('screenshot'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('feedback_tickets_ticket').on(table.ticket),
    index('feedback_tickets_member').on(table.memberId, table.createdAt),
  ],
);

/** The operator's replies to a feedback (written with the platform CLI). */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: serialId(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => feedbackTickets.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('feedback_replies_ticket').on(table.ticketId, table.createdAt)],
);
