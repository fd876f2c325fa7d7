import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { lotteryDraws } from './lottery';

/**
 * The operator's exposure: every member's stakes on one number (or one xiên combination) of one
 * draw, kept as a running total so the draw-wide limit is one row update per number under its row
 * lock, not a sum over the draw's bets (a fast draw can hold 100,000 of them).
 */
export const lotteryExposure = pgTable(
  'lottery_exposure',
  {
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id, { onDelete: 'cascade' }),
    /** the play type and the number(s), as `LO2:42` or `XIEN2:01-02` */
    limitKey: text('limit_key').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.drawId, table.limitKey] }),
    check('lottery_exposure_stake_positive', sql`${table.stake} > 0`),
  ],
);
