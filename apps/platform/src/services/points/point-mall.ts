import {
  isPointMobile,
  POINT_ADDRESS_MAX,
  type PointBalance,
  type PointItem,
  type PointItemKind,
  type PointItemsResponse,
  type PointRedeemRequest,
  type PointRedemption,
  type RedemptionStatus,
} from '@marquee/api-client/contract';
import { and, asc, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { members, pointConversions, pointItems, pointRedemptions } from '../../db/schema';
import { fail, notFound } from '../../http/http-error';
import { BRAND_POINTS } from '../../reference/brand';
import { verifyPaymentPassword } from '../account-security/payment-password';
import { lockKeys } from '../accounts/advisory-lock';
import type { AccountDeps } from '../deps';
import { inLanguage } from '../games/languages';
import { validBetBetween } from '../records/valid-bet';
import { postLedgerEntry } from '../wallet/wallet';

const HISTORY_ROWS = 50;
const EVER = new Date(0);

type ItemRow = typeof pointItems.$inferSelect;

/**
 * Points spent: those of the member's redemptions not rejected (a rejection gives them back) and
 * of their conversions to balance.
 */
async function spentPoints(db: Db | Tx, memberId: number): Promise<number> {
  const [redeemed] = await db
    .select({ total: sql<string>`coalesce(sum(${pointRedemptions.points}), 0)` })
    .from(pointRedemptions)
    .where(and(eq(pointRedemptions.memberId, memberId), ne(pointRedemptions.status, 'REJECTED')));
  const [converted] = await db
    .select({ total: sql<string>`coalesce(sum(${pointConversions.points}), 0)` })
    .from(pointConversions)
    .where(eq(pointConversions.memberId, memberId));
  return Number(redeemed?.total ?? 0) + Number(converted?.total ?? 0);
}

/** Earned from every valid bet ever placed (points never expire), less what redemptions took. */
export async function pointBalance(db: Db | Tx, memberId: number, now: Date): Promise<PointBalance> {
  // up to and including now: a round played this very millisecond counts
  const validBet = await validBetBetween(db, memberId, EVER, new Date(now.getTime() + 1));
  const earned = Math.floor(validBet / BRAND_POINTS.validBetPerPoint);
  const spent = await spentPoints(db, memberId);
  return { points: earned - spent, earned, spent };
}

/** How many of each item the member holds, rejected redemptions left out. */
async function redeemedCounts(db: Db | Tx, memberId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ itemId: pointRedemptions.itemId, total: sql<string>`sum(${pointRedemptions.quantity})` })
    .from(pointRedemptions)
    .where(and(eq(pointRedemptions.memberId, memberId), ne(pointRedemptions.status, 'REJECTED')))
    .groupBy(pointRedemptions.itemId);
  return new Map(rows.map((row) => [row.itemId, Number(row.total)]));
}

function itemOf(row: ItemRow, language: string, redeemed: number): PointItem {
  return {
    id: row.id,
    kind: row.kind as PointItemKind,
    name: inLanguage(row.name, language),
    image: row.image,
    points: row.points,
    amount: row.amount,
    stock: row.stock,
    limitPerMember: row.limitPerMember,
    redeemed,
  };
}

/** The brand's items in its order; signed in (`memberId`), with what the member redeemed of each. */
export async function listPointItems(
  db: Db,
  memberId: number | null,
  language: string,
): Promise<PointItemsResponse> {
  const rows = await db.select().from(pointItems).orderBy(asc(pointItems.sort), asc(pointItems.id));
  const counts = memberId === null ? new Map<number, number>() : await redeemedCounts(db, memberId);
  return {
    items: rows.map((row) => itemOf(row, language, counts.get(row.id) ?? 0)),
    validBetPerPoint: BRAND_POINTS.validBetPerPoint,
  };
}

function redemptionOf(
  row: typeof pointRedemptions.$inferSelect,
  item: Pick<ItemRow, 'kind' | 'name'>,
  language: string,
): PointRedemption {
  return {
    id: row.publicId,
    itemName: inLanguage(item.name, language),
    kind: item.kind as PointItemKind,
    quantity: row.quantity,
    points: row.points,
    amount: row.amount,
    status: row.status as RedemptionStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A physical item's address and mobile number, trimmed; PHYSICAL without them is refused. */
function deliveryOf(kind: string, request: PointRedeemRequest) {
  if (kind !== 'PHYSICAL') return { address: null, mobile: null };
  const address = request.address?.trim() ?? '';
  const mobile = request.mobile?.trim() ?? '';
  if (!address || address.length > POINT_ADDRESS_MAX || !isPointMobile(mobile))
    throw fail(400, 'POINT_ITEM_ADDRESS');
  return { address, mobile };
}

/**
 * Redeems `quantity` of an item with the payment password. Under the member's points lock, in one
 * transaction: a redemption already made with the attempt's key is answered again (a retry redeems
 * once), the points are counted, the member's limit checked, one of the stock taken by a
 * conditional update (no row when too few are left, so the stock never goes below zero whatever
 * runs at once), the redemption written and a cash voucher credited to the balance.
 */
export async function redeemPoints(
  deps: AccountDeps,
  memberId: number,
  request: PointRedeemRequest,
): Promise<PointRedemption> {
  const language = request.language ?? 'EN';
  const [item] = await deps.db.select().from(pointItems).where(eq(pointItems.id, request.itemId));
  if (!item) throw notFound('No such item');
  const delivery = deliveryOf(item.kind, request);
  await verifyPaymentPassword(deps, memberId, request.paymentPassword);
  const now = deps.clock.now();
  const quantity = request.quantity;
  return deps.db.transaction(async (tx) => {
    await lockKeys(tx, [`points:member:${memberId}`]);
    const [earlier] = await tx
      .select({ redemption: pointRedemptions, kind: pointItems.kind, name: pointItems.name })
      .from(pointRedemptions)
      .innerJoin(pointItems, eq(pointItems.id, pointRedemptions.itemId))
      .where(
        and(
          eq(pointRedemptions.memberId, memberId),
          eq(pointRedemptions.idempotencyKey, request.idempotencyKey),
        ),
      );
    if (earlier) return redemptionOf(earlier.redemption, earlier, language);
    const points = item.points * quantity;
    if ((await pointBalance(tx, memberId, now)).points < points) throw fail(400, 'POINTS_NOT_ENOUGH');
    const held = (await redeemedCounts(tx, memberId)).get(item.id) ?? 0;
    if (held + quantity > item.limitPerMember)
      throw fail(400, 'POINT_ITEM_LIMIT', { max: item.limitPerMember });
    const [left] = await tx
      .update(pointItems)
      .set({ stock: sql`${pointItems.stock} - ${quantity}` })
      .where(and(eq(pointItems.id, item.id), gte(pointItems.stock, quantity)))
      .returning({ stock: pointItems.stock });
    if (!left) throw fail(409, 'POINT_ITEM_OUT_OF_STOCK');
    const cash = item.kind === 'CASH';
    const [row] = await tx
      .insert(pointRedemptions)
      .values({
        memberId,
        itemId: item.id,
        quantity,
        points,
        amount: item.amount * quantity,
        status: cash ? 'APPROVED' : 'PROCESSING',
        ...delivery,
        createdAt: now,
        decidedAt: cash ? now : null,
        idempotencyKey: request.idempotencyKey,
      })
      .returning();
    if (cash) {
      await postLedgerEntry(
        tx,
        {
          memberId,
          amount: row!.amount,
          kind: 'POINT_REDEEM',
          idempotencyKey: `points:${row!.publicId}`,
          reference: row!.publicId,
        },
        now,
      );
    }
    return redemptionOf(row!, item, language);
  });
}

/** The member's latest redemptions, newest first. */
export async function pointRedemptionHistory(
  db: Db,
  memberId: number,
  language: string,
): Promise<{ redemptions: PointRedemption[] }> {
  const rows = await db
    .select({ redemption: pointRedemptions, kind: pointItems.kind, name: pointItems.name })
    .from(pointRedemptions)
    .innerJoin(pointItems, eq(pointItems.id, pointRedemptions.itemId))
    .where(eq(pointRedemptions.memberId, memberId))
    .orderBy(desc(pointRedemptions.createdAt), desc(pointRedemptions.id))
    .limit(HISTORY_ROWS);
  return { redemptions: rows.map((row) => redemptionOf(row.redemption, row, language)) };
}

/**
 * The operator's decision on a redemption still processing: approved, or rejected with its stock
 * put back (its points come back by themselves, as spent points count only redemptions not
 * rejected). Only a PROCESSING row changes, so a decision is taken once.
 */
export function decideRedemption(
  db: Db,
  publicId: string,
  status: Exclude<RedemptionStatus, 'PROCESSING'>,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(pointRedemptions)
      .set({ status, decidedAt: now })
      .where(and(eq(pointRedemptions.publicId, publicId), eq(pointRedemptions.status, 'PROCESSING')))
      .returning();
    if (!row) return false;
    if (status === 'REJECTED') {
      await tx
        .update(pointItems)
        .set({ stock: sql`${pointItems.stock} + ${row.quantity}` })
        .where(eq(pointItems.id, row.itemId));
    }
    return true;
  });
}

/** The redemptions waiting for the operator (physical items), oldest first, with where to send them. */
export function pendingRedemptions(db: Db) {
  return db
    .select({
      id: pointRedemptions.publicId,
      account: members.account,
      item: sql<string>`${pointItems.name}->>'EN'`,
      quantity: pointRedemptions.quantity,
      address: pointRedemptions.address,
      mobile: pointRedemptions.mobile,
      createdAt: pointRedemptions.createdAt,
    })
    .from(pointRedemptions)
    .innerJoin(pointItems, eq(pointItems.id, pointRedemptions.itemId))
    .innerJoin(members, eq(members.id, pointRedemptions.memberId))
    .where(eq(pointRedemptions.status, 'PROCESSING'))
    .orderBy(asc(pointRedemptions.createdAt), asc(pointRedemptions.id));
}
