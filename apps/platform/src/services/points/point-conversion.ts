import type { PointConfig, PointConversion, PointConvertRequest } from '@marquee/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { pointConversions } from '../../db/schema';
import { fail } from '../../http/http-error';
import { BRAND_POINTS } from '../../reference/brand';
import { verifyPaymentPassword } from '../account-security/payment-password';
import { lockKeys } from '../accounts/advisory-lock';
import { currentMember } from '../accounts/profile';
import type { AccountDeps } from '../deps';
import { postLedgerEntry } from '../wallet/wallet';
import { pointBalance } from './point-mall';

/** The ratio, its rate table and the password check the mall shows before a conversion. */
export async function pointConfig(deps: AccountDeps, memberId: number): Promise<PointConfig> {
  const member = await currentMember(deps, memberId);
  return {
    pointRatio: BRAND_POINTS.pointRatio,
    minConvert: BRAND_POINTS.minConvert,
    rates: BRAND_POINTS.rateTable.map((points) => ({ points, amount: points * BRAND_POINTS.pointRatio })),
    validBetPerPoint: BRAND_POINTS.validBetPerPoint,
    hasPaymentPassword: Boolean(member.paymentPasswordHash),
  };
}

/**
 * Converts whole points to balance at the brand's point ratio, with the payment password. Under
 * the member's points lock (the one redemptions take), in one transaction: a conversion already
 * made with the attempt's key is answered again, the points are counted, the conversion written
 * and its amount credited as a POINT_CONVERT ledger entry, so parallel conversions spend each
 * point once and the balance gets exactly what the points taken are worth.
 */
export async function convertPoints(
  deps: AccountDeps,
  memberId: number,
  request: PointConvertRequest,
): Promise<PointConversion> {
  if (request.points < BRAND_POINTS.minConvert)
    throw fail(400, 'POINT_CONVERT_MIN', { min: BRAND_POINTS.minConvert });
  await verifyPaymentPassword(deps, memberId, request.paymentPassword);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockKeys(tx, [`points:member:${memberId}`]);
    const [earlier] = await tx
      .select()
      .from(pointConversions)
      .where(
        and(
          eq(pointConversions.memberId, memberId),
          eq(pointConversions.idempotencyKey, request.idempotencyKey),
        ),
      );
    let row = earlier;
    if (!row) {
      if ((await pointBalance(tx, memberId, now)).points < request.points)
        throw fail(400, 'POINTS_NOT_ENOUGH');
      [row] = await tx
        .insert(pointConversions)
        .values({
          memberId,
          points: request.points,
          amount: request.points * BRAND_POINTS.pointRatio,
          idempotencyKey: request.idempotencyKey,
          createdAt: now,
        })
        .returning();
      await postLedgerEntry(
        tx,
        {
          memberId,
          amount: row!.amount,
          kind: 'POINT_CONVERT',
          idempotencyKey: `points-convert:${row!.publicId}`,
          reference: row!.publicId,
        },
        now,
      );
    }
    return {
      id: row!.publicId,
      points: row!.points,
      amount: row!.amount,
      pointsLeft: (await pointBalance(tx, memberId, now)).points,
      createdAt: row!.createdAt.toISOString(),
    };
  });
}
