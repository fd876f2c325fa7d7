import type { ContractTerms } from '@marquee/api-client/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberRef, members } from './accounts';
import { bigserialId, serialId, timestamptz } from './columns';
import { publicId } from './public-id';

/**
 * Agent contracts and their offers, one row each: a NEW offer becomes the ACTIVE contract when the
 * downline accepts it (or DECLINED), and ENDED when it is terminated, finished or replaced; a
 * TERMINATE offer becomes ACCEPTED or DECLINED. The partial unique indexes hold a member to one
 * active contract and one waiting offer of each kind, whatever answers arrive at once.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serialId(),
    publicId: publicId(),
    memberId: memberRef(),
    /** who offered it; null: set by the operator (a top agent's own) */
    uplineId: integer('upline_id').references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** NEW or TERMINATE */
    request: text('request').notNull(),
    status: text('status').notNull(),
    terms: jsonb('terms').$type<ContractTerms>(),
    topRateBps: integer('top_rate_bps').notNull().default(0),
    offeredAt: timestamptz('offered_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    endedAt: timestamptz('ended_at'),
  },
  (table) => [
    uniqueIndex('agent_contracts_public_id').on(table.publicId),
    uniqueIndex('agent_contracts_one_active')
      .on(table.memberId, table.kind)
      .where(sql`${table.status} = 'ACTIVE'`),
    uniqueIndex('agent_contracts_one_offer')
      .on(table.memberId, table.kind)
      .where(sql`${table.status} = 'OFFERED'`),
    index('agent_contracts_upline').on(table.uplineId, table.status),
    index('agent_contracts_kind_status').on(table.kind, table.status),
    check('agent_contracts_rate', sql`${table.topRateBps} between 0 and 10000`),
  ],
);

/**
 * One dividend or salary of one agent and period, computed once (the unique key: a rerun computes
 * nothing twice) and paid once: the ledger entry and the PAID status are written in one
 * transaction, and the entry's idempotency key is the settlement's own.
 */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: bigserialId(),
    publicId: publicId(),
    memberId: memberRef(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    periodStart: timestamptz('period_start').notNull(),
    periodEnd: timestamptz('period_end').notNull(),
    base: bigint('base', { mode: 'number' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    rateBps: integer('rate_bps').notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    downlineShare: bigint('downline_share', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** PENDING until paid, then PAID */
    status: text('status').notNull(),
    computedAt: timestamptz('computed_at').notNull(),
    paidAt: timestamptz('paid_at'),
  },
  (table) => [
    uniqueIndex('agent_settlements_public_id').on(table.publicId),
    uniqueIndex('agent_settlements_period').on(table.memberId, table.kind, table.periodStart),
    index('agent_settlements_due').on(table.kind, table.status),
    check('agent_settlements_amount', sql`${table.amount} > 0`),
  ],
);
