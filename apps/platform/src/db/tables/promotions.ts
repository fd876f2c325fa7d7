import type { MissedDayRule, RafflePrize, SignInStep } from '@marquee/api-client/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberRef } from './accounts';
import { serialId, timestamptz } from './columns';

// ---------------------------------------------------------------------------------------------
// Promotions (the activity centre): the brand's activities, and each member's part in one. A
// promotion's reward is paid through the reward centre (member_rewards, source PROMOTION), so a
// claim credits once and carries the brand's wagering rule like any other reward.
// ---------------------------------------------------------------------------------------------

export const promotions = pgTable(
  'promotions',
  {
    id: serialId(),
    /** PROMOTION_TYPES: the tab it is listed under */
    type: text('type').notNull(),
    /** PROMOTION_KINDS: APPLY, JOIN or CLAIM */
    kind: text('kind').notNull(),
    /** by language code (EN at least) */
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    /** HTML by language code, stored as given: the web app sanitises it before rendering */
    content: jsonb('content').$type<Record<string, string>>().notNull(),
    /** the image shown in a language that has none of its own in `imageByLanguage` */
    image: text('image').notNull(),
    /** image URL by language code (CN, EN, ID, TH, TY, VI): the artwork with the headline in that language */
    imageByLanguage: jsonb('image_by_language').$type<Record<string, string>>().notNull().default({}),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    /** minor units credited when claimed */
    reward: bigint('reward', { mode: 'number' }).notNull(),
    /** JOIN only: DAILY or WEEKLY, the period whose valid bets count towards the target */
    period: text('period'),
    /**
     * PromotionFrequency: how often a member may have the reward (the reward centre's offer key
     * holds it) and, for APPLY, apply. JOIN may only be once per member; null is once per member
     * for APPLY and CLAIM, once per target period for JOIN.
     */
    frequency: text('frequency'),
    /** JOIN: the game category whose valid bets count, and the valid bet to reach per period */
    category: text('category'),
    target: bigint('target', { mode: 'number' }),
    sort: integer('sort').notNull().default(0),
    /** eligibility: the lowest VIP level taking part, and members registered at most this many days ago */
    minVipLevel: integer('min_vip_level'),
    newMemberDays: integer('new_member_days'),
    /** SIGN_IN: the streak table and what a missed brand day does to the streak */
    signIn: jsonb('sign_in').$type<{ steps: SignInStep[]; missedDay: MissedDayRule }>(),
    /** RAFFLE: credited deposits (minor units) per ticket, and the weighted prize table */
    raffle: jsonb('raffle').$type<{ depositPerTicket: number; prizes: RafflePrize[] }>(),
  },
  (table) => [
    // an object of non-empty strings, so a language's image is always one URL or absent
    check(
      'promotions_image_by_language',
      sql`jsonb_typeof(${table.imageByLanguage}) = 'object' and not jsonb_path_exists(${table.imageByLanguage}, '$.* ? (@.type() != "string" || @ == "")')`,
    ),
    check('promotions_reward_positive', sql`${table.reward} > 0`),
    check('promotions_period_order', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'promotions_join_target',
      sql`${table.kind} <> 'JOIN' or (${table.category} is not null and ${table.target} > 0 and ${table.period} is not null)`,
    ),
    check('promotions_sign_in_table', sql`${table.kind} <> 'SIGN_IN' or ${table.signIn} is not null`),
    check('promotions_raffle_table', sql`${table.kind} <> 'RAFFLE' or ${table.raffle} is not null`),
    check('promotions_period_join', sql`${table.kind} = 'JOIN' or ${table.period} is null`),
    check(
      'promotions_frequency_kind',
      sql`${table.frequency} is null or (${table.kind} in ('CLAIM', 'APPLY') and ${table.frequency} in ('ONCE_PER_MEMBER', 'ONCE_PER_DAY')) or (${table.kind} = 'JOIN' and ${table.frequency} = 'ONCE_PER_MEMBER')`,
    ),
  ],
);

/** A member's part in a promotion: joined, or an application and the operator's decision. */
export const promotionEntries = pgTable(
  'promotion_entries',
  {
    id: serialId(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    /** JOINED (a JOIN promotion), or an application's APPLYING, APPROVED or REJECTED */
    status: text('status').notNull(),
    remark: text('remark'),
    /** an application's images, re-encoded by the platform: [{ type, data (base64) }] */
    images: jsonb('images').$type<{ type: string; data: string }[]>().notNull().default([]),
    /** a ONCE_PER_DAY application's brand day (YYYY-MM-DD); null for an entry once per member */
    day: text('day'),
    enteredAt: timestamptz('entered_at').notNull(),
    decidedAt: timestamptz('decided_at'),
  },
  (table) => [
    // one entry per member and promotion (day null), or per brand day for a daily application:
    // applying or joining twice, even at once, enters once
    unique('promotion_entries_member').on(table.promotionId, table.memberId, table.day).nullsNotDistinct(),
    // the operator's queue
    index('promotion_entries_applying').on(table.enteredAt).where(sql`${table.status} = 'APPLYING'`),
  ],
);

/**
 * A member's sign-in of one brand day in a SIGN_IN promotion: the unique index lets one of many
 * sign-ins of the same day at once land, and the streak's rewards are credited in its transaction.
 */
export const promotionSignIns = pgTable(
  'promotion_sign_ins',
  {
    id: serialId(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    /** the brand day, YYYY-MM-DD */
    day: text('day').notNull(),
    signedAt: timestamptz('signed_at').notNull(),
  },
  (table) => [uniqueIndex('promotion_sign_ins_day').on(table.promotionId, table.memberId, table.day)],
);

/**
 * A member's raffle draw: one per ticket (a unique index on the ticket's number, so two draws of the
 * last ticket at once draw once), with the prize and the reward that credited it.
 */
export const promotionDraws = pgTable(
  'promotion_draws',
  {
    id: serialId(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    /** the member's ticket number in this raffle, from 1 */
    ticket: integer('ticket').notNull(),
    /** the prize's index in the promotion's table, and its amount then */
    prize: integer('prize').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** the reward centre's row that credited the prize */
    rewardId: text('reward_id').notNull(),
    drawnAt: timestamptz('drawn_at').notNull(),
  },
  (table) => [uniqueIndex('promotion_draws_ticket').on(table.promotionId, table.memberId, table.ticket)],
);
