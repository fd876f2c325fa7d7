import { randomInt } from 'node:crypto';
import {
  type PromotionRaffle,
  prizeAt,
  RAFFLE_DRAWS_LISTED,
  type RaffleDraw,
  raffleTickets,
  totalWeight,
} from '@marquee/api-client/contract';
import { and, count, desc, eq, gte, lt, lte, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { ledgerEntries, memberRewards, promotionDraws } from '../../db/schema';
import { fail } from '../../http/http-error';
import { requireNotExcluded } from '../play-safe/exclusion-state';
import { claimRewardIn } from '../rewards/claim-reward';
import { offerReward } from '../rewards/offer-reward';
import { lockWallet } from '../wallet/wallet';
import type { PromotionRow } from './promotion-status';

type RaffleTable = NonNullable<PromotionRow['raffle']>;

const tableOf = (row: PromotionRow): RaffleTable => row.raffle ?? { depositPerTicket: 0, prizes: [] };

/** The member's credited deposits (DEPOSIT ledger entries) within the promotion's period up to `at`. */
async function depositedIn(db: Db | Tx, row: PromotionRow, memberId: number, at: Date): Promise<number> {
  const [total] = await db
    .select({ value: sum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.memberId, memberId),
        eq(ledgerEntries.kind, 'DEPOSIT'),
        gte(ledgerEntries.createdAt, row.startsAt),
        at < row.endsAt ? lte(ledgerEntries.createdAt, at) : lt(ledgerEntries.createdAt, row.endsAt),
      ),
    );
  return Number(total?.value ?? 0);
}

async function drawsMade(db: Db | Tx, promotionId: number, memberId: number): Promise<number> {
  const [made] = await db
    .select({ value: count() })
    .from(promotionDraws)
    .where(and(eq(promotionDraws.promotionId, promotionId), eq(promotionDraws.memberId, memberId)));
  return made?.value ?? 0;
}

function drawOf(row: typeof promotionDraws.$inferSelect, wageringRequired: number): RaffleDraw {
  return {
    ticket: row.ticket,
    prize: row.prize,
    amount: row.amount,
    wageringRequired,
    drawnAt: row.drawnAt.toISOString(),
  };
}

/** The page's raffle: the ticket rule, the member's tickets from their deposits, the prizes and draws. */
export async function raffleView(
  db: Db,
  row: PromotionRow,
  memberId: number | null,
  at: Date,
): Promise<PromotionRaffle> {
  const table = tableOf(row);
  const base = { depositPerTicket: table.depositPerTicket, prizes: table.prizes };
  if (memberId === null) return { ...base, deposited: 0, tickets: 0, ticketsLeft: 0, draws: [] };
  const [deposited, made, draws] = await Promise.all([
    depositedIn(db, row, memberId, at),
    drawsMade(db, row.id, memberId),
    db
      .select({ draw: promotionDraws, wageringRequired: memberRewards.wageringRequired })
      .from(promotionDraws)
      .innerJoin(
        memberRewards,
        and(
          eq(memberRewards.memberId, promotionDraws.memberId),
          eq(memberRewards.publicId, promotionDraws.rewardId),
        ),
      )
      .where(and(eq(promotionDraws.promotionId, row.id), eq(promotionDraws.memberId, memberId)))
      .orderBy(desc(promotionDraws.ticket))
      .limit(RAFFLE_DRAWS_LISTED),
  ]);
  const tickets = raffleTickets(deposited, table.depositPerTicket);
  return {
    ...base,
    deposited,
    tickets,
    ticketsLeft: Math.max(0, tickets - made),
    draws: draws.map(({ draw, wageringRequired }) => drawOf(draw, wageringRequired)),
  };
}

/**
 * Draws one of the member's tickets: the prize from the weighted table by node:crypto's randomInt,
 * credited through the reward centre (with the brand's wagering for promotions) in the transaction
 * that records the draw. The member's wallet lock serialises their draws, and the unique ticket
 * number is the backstop: of two draws of the last ticket at once, one draws and the other finds
 * no ticket left (PROMOTION_NO_TICKET).
 */
export async function drawRaffle(
  db: Db,
  row: PromotionRow,
  memberId: number,
  at: Date,
): Promise<RaffleDraw & { balance: number }> {
  await requireNotExcluded(db, memberId, at);
  const table = tableOf(row);
  return db.transaction(async (tx) => {
    await lockWallet(tx, memberId);
    const tickets = raffleTickets(await depositedIn(tx, row, memberId, at), table.depositPerTicket);
    const ticket = (await drawsMade(tx, row.id, memberId)) + 1;
    if (ticket > tickets) throw fail(409, 'PROMOTION_NO_TICKET');
    const prize = prizeAt(table.prizes, randomInt(totalWeight(table.prizes)));
    const amount = table.prizes[prize]!.amount;
    const offerKey = `PROMOTION:${row.id}:RAFFLE:${ticket}`;
    const offered = await offerReward(
      tx,
      { memberId, source: 'PROMOTION', offerKey, amount, detail: { promotionId: row.id, ticket } },
      at,
    );
    if (!offered) throw fail(409, 'PROMOTION_NO_TICKET');
    const [reward] = await tx
      .select({ publicId: memberRewards.publicId, wageringRequired: memberRewards.wageringRequired })
      .from(memberRewards)
      .where(and(eq(memberRewards.memberId, memberId), eq(memberRewards.offerKey, offerKey)));
    const drawn = await tx
      .insert(promotionDraws)
      .values({
        promotionId: row.id,
        memberId,
        ticket,
        prize,
        amount,
        rewardId: reward!.publicId,
        drawnAt: at,
      })
      .onConflictDoNothing({
        target: [promotionDraws.promotionId, promotionDraws.memberId, promotionDraws.ticket],
      })
      .returning();
    if (drawn.length === 0) throw fail(409, 'PROMOTION_NO_TICKET');
    const claimed = await claimRewardIn(tx, memberId, reward!.publicId, at);
    return { ...drawOf(drawn[0]!, reward!.wageringRequired), balance: claimed.balance };
  });
}
