import type { Hono } from 'hono';
import { DEMO_PAY_STYLES, DEMO_PAY_STYLES_PATH, payPage, resultPage } from '../demo-payment/page';
import type { AppEnv } from '../http/app-env';
import { HttpError } from '../http/http-error';
import { readJsonObject } from '../http/mount';
import { literal, requiredInteger, requiredString } from '../http/validate';
import { DEPOSIT_CHANNELS } from '../reference/deposit-channels';
import type { AccountDeps } from '../services/deps';
import { pendingDeposit, settleDeposit } from '../services/member-centre/deposits';
import {
  type ProviderResult,
  signPaymentCallback,
  verifyPaymentCallback,
} from '../services/member-centre/payment-signature';

export const DEMO_PAY_PREFIX = '/demo-pay';
/** Where the payment provider reports an outcome (server to server, HMAC-signed). */
export const PAYMENT_CALLBACK_PATH = '/wps/payments/demo/callback';

const RESULTS: readonly ProviderResult[] = ['PAID', 'CANCELLED'];

/**
 * The demo payment provider and the platform's callback for it, in demo mode only. The provider
 * side (the page, and its "bank" that signs the outcome) calls the callback through the app's own
 * HTTP stack, so the callback is exercised exactly as a real provider would call it.
 */
export function demoPaymentRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const secret = deps.config.paymentCallbackSecret;

  app.post(PAYMENT_CALLBACK_PATH, async (c) => {
    const body = await readJsonObject(c);
    const callback = {
      orderNo: requiredString(body, 'orderNo', { max: 64 }),
      amount: requiredInteger(body, 'amount', { min: 1 }),
      result: literal(body, 'result', RESULTS),
      signature: requiredString(body, 'signature', { max: 128 }),
    };
    if (!verifyPaymentCallback(secret, callback)) throw new HttpError(401, 'Bad signature');
    const outcome = await settleDeposit(deps.db, callback, deps.clock.now());
    c.header('cache-control', 'no-store');
    return c.json({ success: true, message: 'OK', value: { outcome } });
  });

  app.get(DEMO_PAY_STYLES_PATH, (c) => {
    c.header('content-type', 'text/css; charset=utf-8');
    return c.body(DEMO_PAY_STYLES);
  });

  app.get(`${DEMO_PAY_PREFIX}/:orderNo`, async (c) => {
    c.header('cache-control', 'no-store');
    const order = await pendingDeposit(deps.db, c.req.param('orderNo'), deps.clock.now());
    if (!order)
      return c.html(resultPage('Payment not possible', 'This order is paid, cancelled or expired.'), 404);
    const channel = DEPOSIT_CHANNELS.find((candidate) => candidate.code === order.channel);
    return c.html(
      payPage(order.orderNo, channel?.names.EN ?? order.channel, (order.amount / 100).toFixed(2)),
    );
  });

  app.post(`${DEMO_PAY_PREFIX}/:orderNo`, async (c) => {
    c.header('cache-control', 'no-store');
    const form = await c.req.parseBody();
    const result = RESULTS.find((candidate) => candidate === form.result);
    const order = await pendingDeposit(deps.db, c.req.param('orderNo'), deps.clock.now());
    if (!order || !result)
      return c.html(resultPage('Payment not possible', 'This order is paid, cancelled or expired.'), 404);
    const signature = signPaymentCallback(secret, order.orderNo, order.amount, result);
    const answer = await app.request(PAYMENT_CALLBACK_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderNo: order.orderNo, amount: order.amount, result, signature }),
    });
    if (!answer.ok)
      return c.html(resultPage('Payment failed', 'The merchant did not accept the payment.'), 502);
    return c.html(
      result === 'PAID'
        ? resultPage('Payment complete', 'The merchant has been told; your balance is updated.')
        : resultPage('Payment cancelled', 'Nothing was charged.'),
    );
  });
}
