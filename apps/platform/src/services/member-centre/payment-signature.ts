import { createHmac, timingSafeEqual } from 'node:crypto';

export type ProviderResult = 'PAID' | 'CANCELLED';

/** What the payment provider signs: the order, the amount it took and the outcome. */
function signed(orderNo: string, amount: number, result: ProviderResult): string {
  return `${orderNo}|${amount}|${result}`;
}

export function signPaymentCallback(secret: string, orderNo: string, amount: number, result: ProviderResult) {
  return createHmac('sha256', secret)
    .update(signed(orderNo, amount, result))
    .digest('hex');
}

/**
 * Only the exact lowercase hex the provider sends is accepted (hex decoding would take uppercase
 * and stop at junk after it), compared in constant time so a forged signature learns nothing from
 * how long the refusal took.
 */
export function verifyPaymentCallback(
  secret: string,
  callback: { orderNo: string; amount: number; result: ProviderResult; signature: string },
): boolean {
  const expected = Buffer.from(
    signPaymentCallback(secret, callback.orderNo, callback.amount, callback.result),
  );
  const given = Buffer.from(callback.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
