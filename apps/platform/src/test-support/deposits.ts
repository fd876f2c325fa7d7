import type { Db } from '../db/open';
import { createDeposit, settleDeposit } from '../services/member-centre/deposits';

let orders = 0;

/** A GCash deposit of `amount` ordered and paid at `at`: one DEPOSIT entry, as the provider's callback makes it. */
export async function paidDeposit(db: Db, memberId: number, amount: number, at: Date): Promise<void> {
  orders += 1;
  const order = await createDeposit(
    db,
    memberId,
    { channel: 'GCASH', amount, idempotencyKey: `test-deposit-${process.pid}-${orders}` },
    at,
    () => null,
  );
  await settleDeposit(db, { orderNo: order.orderNo, amount, result: 'PAID' }, at);
}
