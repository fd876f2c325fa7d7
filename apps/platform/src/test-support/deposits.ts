import type { Hono } from 'hono';
import type { Db } from '../db/open';
import type { AppEnv } from '../http/app-env';
import { PAYMENT_CALLBACK_PATH } from '../routes/demo-payment';
import { createDeposit, settleDeposit } from '../services/member-centre/deposits';
import { signPaymentCallback } from '../services/member-centre/payment-signature';
import { request, testConfig } from './harness';

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

/** A result callback from the payment provider, as it arrives (`body` as given, signature and all). */
export const paymentCallback = (app: Hono<AppEnv>, body: Record<string, unknown>) =>
  request(app, PAYMENT_CALLBACK_PATH, { method: 'POST', json: body });

/** The provider's signature of a PAID result, with the test platform's callback secret unless `secret`. */
export const paidSignature = (orderNo: string, amount: number, secret = testConfig().paymentCallbackSecret) =>
  signPaymentCallback(secret, orderNo, amount, 'PAID');

/** The provider's PAID callback for `amount`, signed with `secret` (the platform's by default). */
export const paidCallback = (app: Hono<AppEnv>, orderNo: string, amount: number, secret?: string) =>
  paymentCallback(app, {
    orderNo,
    amount,
    result: 'PAID',
    signature: paidSignature(orderNo, amount, secret),
  });
