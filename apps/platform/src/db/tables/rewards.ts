import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberRef } from './accounts';
import { serialId, timestamptz } from './columns';

// ---------------------------------------------------------------------------------------------
// Rewards: what the platform offers a member (a rebate, a mission's or a referral's reward, a
// promotion), waiting in the reward centre until claimed. A claimed reward is a bonus: credited
// by one ledger entry, with valid bets to place before it counts as withdrawable money.
// ---------------------------------------------------------------------------------------------

export const memberRewards = pgTable(
  'member_rewards',
  {
    id: serialId(),
    /** random, shown to the member; never the serial, so one member cannot guess another's */
    publicId: text('public_id').notNull(),
    memberId: memberRef(),
    /** REWARD_SOURCES */
    source: text('source').notNull(),
    /**
     * What the reward is for, unique per member (e.g. `REBATE:2026-11-25`): the job that offers it
     * may run again, or twice at once, and still offers it once.
     */
    offerKey: text('offer_key').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** the valid bets to place once claimed: amount × the source's wagering multiple */
    wageringRequired: bigint('wagering_required', { mode: 'number' }).notNull(),
    /** what the page shows about where it came from (a mission's id, a day's categories, …) */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    offeredAt: timestamptz('offered_at').notNull(),
    /** after this it can no longer be claimed */
    claimBy: timestamptz('claim_by').notNull(),
    claimedAt: timestamptz('claimed_at'),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    /** when the member gave up the bonus (bonus details) to withdraw freely */
    forfeitedAt: timestamptz('forfeited_at'),
    /** what the forfeit debited, by the ledger entry `forfeitEntryId` */
    forfeitedAmount: bigint('forfeited_amount', { mode: 'number' }),
    forfeitEntryId: bigint('forfeit_entry_id', { mode: 'number' }),
  },
  (table) => [
    uniqueIndex('member_rewards_public_id').on(table.publicId),
    uniqueIndex('member_rewards_member_offer').on(table.memberId, table.offerKey),
    index('member_rewards_member').on(table.memberId, table.offeredAt),
    // the rebate job's rewards of one day, and the bonus list's claimed ones
    index('member_rewards_member_claimed').on(table.memberId, table.claimedAt),
    check('member_rewards_amount_positive', sql`${table.amount} > 0`),
    check('member_rewards_wagering_non_negative', sql`${table.wageringRequired} >= 0`),
  ],
);
