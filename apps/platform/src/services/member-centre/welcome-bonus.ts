import type { WelcomeBonusOffer } from '@marquee/api-client/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { depositOrders } from '../../db/schema';
import { BRAND_REWARDS, BRAND_WELCOME_BONUS } from '../../reference/brand';
import { offerReward } from '../rewards/offer-reward';

type Order = Pick<typeof depositOrders.$inferSelect, 'id' | 'memberId' | 'orderNo' | 'amount'>;

async function hasCreditedDeposit(db: Db | Tx, memberId: number, except?: number): Promise<boolean> {
  const [found] = await db
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.memberId, memberId),
        eq(depositOrders.status, 'CREDITED'),
        except === undefined ? undefined : ne(depositOrders.id, except),
      ),
    )
    .limit(1);
  return Boolean(found);
}

/**
 * In the transaction that credits `order`: the member's first credited deposit earns the welcome
 * bonus in the reward centre. Two first deposits credited at the same time each see no other, and
 * the reward's unique offer key lets only one of them offer it.
 */
export async function offerWelcomeBonus(tx: Tx, order: Order, now: Date): Promise<void> {
  if (await hasCreditedDeposit(tx, order.memberId, order.id)) return;
  const amount = Math.min(
    Math.floor((order.amount * BRAND_WELCOME_BONUS.percent) / 100),
    BRAND_WELCOME_BONUS.maxBonus,
  );
  if (amount <= 0) return;
  await offerReward(
    tx,
    {
      memberId: order.memberId,
      source: 'WELCOME',
      offerKey: 'WELCOME',
      amount,
      detail: { orderNo: order.orderNo },
    },
    now,
  );
}

/** The welcome bonus as the deposit page shows it, and whether this member can still earn it. */
export async function welcomeBonusOffer(db: Db, memberId: number): Promise<WelcomeBonusOffer> {
  return {
    eligible: !(await hasCreditedDeposit(db, memberId)),
    percent: BRAND_WELCOME_BONUS.percent,
    maxBonus: BRAND_WELCOME_BONUS.maxBonus,
    wageringMultiple: BRAND_REWARDS.wageringMultiple.WELCOME,
    claimDays: BRAND_REWARDS.claimDays,
    wageringDays: BRAND_REWARDS.wageringDays,
  };
}
