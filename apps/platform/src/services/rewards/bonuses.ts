import type {
  Bonus,
  BonusesResponse,
  BonusStatus,
  ForfeitBonusResponse,
  RewardSource,
} from '@marquee/api-client/contract';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { memberRewards } from '../../db/schema';
import { fail, notFound } from '../../http/http-error';
import { BRAND_REWARDS } from '../../reference/brand';
import { DAY } from '../clock';
import { oneAtATime } from '../wallet/one-at-a-time';
import { recallForDebit } from '../wallet/vendor-wallets';
import { lockWallet, postLedgerEntry } from '../wallet/wallet';

interface BonusRow {
  id: number;
  public_id: string;
  source: string;
  amount: string | number;
  wagering_required: string | number;
  claimed_at: string | Date;
  forfeited_at: string | Date | null;
  forfeited_amount: string | number | null;
  wagered: string | number;
}

/**
 * The member's claimed rewards with the valid bets placed from their claim until the end of their
 * wagering days. A valid bet is what the deposits' wagering rule counts (wagering.ts): a BET entry
 * of the main or a game wallet's ledger, or a LOTTERY_BET entry. A bet counts for every bonus it
 * falls in the window of (and for the deposits' rule too): bonuses are wagered side by side, not
 * one after another.
 */
async function bonusRows(db: Db | Tx, memberId: number, publicId?: string): Promise<BonusRow[]> {
  const window = sql`make_interval(days => ${BRAND_REWARDS.wageringDays})`;
  const result = await db.execute(sql`
    select r.id, r.public_id, r.source, r.amount, r.wagering_required, r.claimed_at, r.forfeited_at,
      r.forfeited_amount,
      coalesce((select -sum(e.amount) from ledger_entries e
        where e.member_id = r.member_id and e.kind in ('BET', 'LOTTERY_BET')
          and e.created_at >= r.claimed_at and e.created_at < r.claimed_at + ${window}), 0)
      + coalesce((select -sum(v.amount) from vendor_ledger_entries v
        where v.member_id = r.member_id and v.kind = 'BET'
          and v.created_at >= r.claimed_at and v.created_at < r.claimed_at + ${window}), 0) as wagered
    from member_rewards r
    where r.member_id = ${memberId} and r.claimed_at is not null
      ${publicId === undefined ? sql`` : sql`and r.public_id = ${publicId}`}
    order by r.claimed_at desc, r.id desc`);
  // both drivers (PGlite, node-postgres) answer a raw query with its rows under `rows`
  return (result as unknown as { rows: BonusRow[] }).rows;
}

const dateOf = (value: string | Date) => (value instanceof Date ? value : new Date(value));

function bonusOf(row: BonusRow, now: Date): Bonus {
  const required = Number(row.wagering_required);
  const wagered = Math.min(required, Math.max(0, Number(row.wagered)));
  const claimedAt = dateOf(row.claimed_at);
  const expiresAt = new Date(claimedAt.getTime() + BRAND_REWARDS.wageringDays * DAY);
  const forfeitedAt = row.forfeited_at === null ? null : dateOf(row.forfeited_at);
  let status: BonusStatus = 'ACTIVE';
  if (forfeitedAt) status = 'FORFEITED';
  else if (wagered >= required) status = 'COMPLETED';
  else if (now >= expiresAt) status = 'EXPIRED';
  return {
    id: row.public_id,
    source: row.source as RewardSource,
    amount: Number(row.amount),
    wageringRequired: required,
    wagered,
    wageringLeft: status === 'ACTIVE' || status === 'EXPIRED' ? required - wagered : 0,
    status,
    claimedAt: claimedAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    forfeitedAt: forfeitedAt?.toISOString() ?? null,
    forfeitedAmount: row.forfeited_amount === null ? null : Number(row.forfeited_amount),
  };
}

/** Bonus details: every claimed reward as a bonus, the latest first. */
export async function bonuses(db: Db, memberId: number, now: Date): Promise<BonusesResponse> {
  return { bonuses: (await bonusRows(db, memberId)).map((row) => bonusOf(row, now)) };
}

/**
 * The valid bets the member's bonuses still ask for: what is left of each one neither completed
 * nor forfeited. An expired bonus still counts (its bets can no longer complete it): forfeiting it
 * is what frees the balance, so letting the days pass never does.
 */
export async function bonusWageringLeft(db: Db | Tx, memberId: number): Promise<number> {
  // `now` only tells ACTIVE from EXPIRED, which both count the same
  const rows = await bonusRows(db, memberId);
  return rows.reduce((sum, row) => sum + bonusOf(row, new Date(0)).wageringLeft, 0);
}

/**
 * The member gives a bonus up to withdraw freely: what is left of it is debited (its amount's
 * unwagered share, rounded up) by a BONUS_FORFEIT ledger entry, and it no longer holds
 * withdrawals back. The share is taken from the member's money wherever it is: what main lacks is
 * recalled from the game wallets first, in the same transaction, so moving the balance into a game
 * wallet before forfeiting saves none of it. Only money the member no longer has (lost in play)
 * is not taken; money in a game wallet under maintenance cannot be recalled, so the forfeit is
 * refused (VENDOR_MAINTENANCE) and the bonus keeps its requirement. One transaction; the bonus row
 * is the claim, so a second forfeit (another tab) answers BONUS_NOT_ACTIVE, as does a completed
 * bonus; another member's is 404.
 */
export function forfeitBonus(
  db: Db,
  memberId: number,
  publicId: string,
  now: Date,
): Promise<ForfeitBonusResponse> {
  return oneAtATime(db, memberId, () => forfeitIn(db, memberId, publicId, now));
}

function forfeitIn(db: Db, memberId: number, publicId: string, now: Date): Promise<ForfeitBonusResponse> {
  return db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, memberId);
    if (!wallet) throw notFound('Wallet not found');
    const [marked] = await tx
      .update(memberRewards)
      .set({ forfeitedAt: now })
      .where(
        and(
          eq(memberRewards.publicId, publicId),
          eq(memberRewards.memberId, memberId),
          isNotNull(memberRewards.claimedAt),
          isNull(memberRewards.forfeitedAt),
        ),
      )
      .returning({ id: memberRewards.id });
    if (!marked) {
      const [row] = await tx
        .select({ claimedAt: memberRewards.claimedAt })
        .from(memberRewards)
        .where(and(eq(memberRewards.publicId, publicId), eq(memberRewards.memberId, memberId)));
      if (!row?.claimedAt) throw notFound('No such bonus');
      throw fail(409, 'BONUS_NOT_ACTIVE');
    }
    const [row] = await bonusRows(tx, memberId, publicId);
    // read before this forfeit, so it is the bonus as the member saw it
    const bonus = bonusOf({ ...row!, forfeited_at: null }, now);
    if (bonus.status === 'COMPLETED') throw fail(409, 'BONUS_NOT_ACTIVE');
    const share = Math.ceil((bonus.amount * bonus.wageringLeft) / bonus.wageringRequired);
    let balance = wallet.balance;
    if (share > balance) {
      const recalled = await recallForDebit(tx, memberId, share - balance, `forfeit:${publicId}`, now);
      if (recalled.heldBack > 0) throw fail(409, 'VENDOR_MAINTENANCE');
      balance += recalled.moved;
    }
    const debited = Math.min(balance, share);
    let entryId: number | null = null;
    if (debited > 0) {
      const entry = await postLedgerEntry(
        tx,
        {
          memberId,
          amount: -debited,
          kind: 'BONUS_FORFEIT',
          idempotencyKey: `forfeit:${publicId}`,
          reference: publicId,
        },
        now,
      );
      balance = entry.balance;
      entryId = entry.entryId;
    }
    await tx
      .update(memberRewards)
      .set({ forfeitedAmount: debited, forfeitEntryId: entryId })
      .where(eq(memberRewards.id, marked.id));
    return { id: publicId, debited, balance };
  });
}
