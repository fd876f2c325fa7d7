import { api } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { mounter } from '../http/mount';
import { sessionOf } from '../http/route-helpers';
import { requiredInteger, requiredString } from '../http/validate';
import { DEPOSIT_CHANNELS } from '../reference/deposit-channels';
import type { AccountDeps } from '../services/deps';
import {
  autoMatchBankDeposits,
  createDeposit,
  depositOrder,
  type PayUrlOf,
  recentDeposits,
} from '../services/member-centre/deposits';
import { DEMO_PAY_PREFIX } from './demo-payment';

export function depositRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const mount = mounter(app, deps.config);
  // only the demo provider exists: outside demo mode an e-wallet order has nowhere to be paid
  const payUrlOf: PayUrlOf = (orderNo) => (deps.config.demo ? `${DEMO_PAY_PREFIX}/${orderNo}` : null);
  // the demo's stand-in operator acts when the member looks at their orders (null outside demo mode)
  const demoMatch = async (memberId: number, now: Date) => {
    const seconds = deps.config.demoBankMatchSeconds;
    if (seconds !== null) await autoMatchBankDeposits(deps.db, memberId, now, seconds * 1000);
  };

  mount(api.deposit.channels, { handle: () => [...DEPOSIT_CHANNELS] });
  mount(api.deposit.orders, {
    handle: async (_input, c) => {
      const { memberId } = sessionOf(c);
      const now = deps.clock.now();
      await demoMatch(memberId, now);
      return { orders: await recentDeposits(deps.db, memberId, now, payUrlOf) };
    },
  });
  mount(api.deposit.order, {
    parse: (raw) => ({ orderNo: requiredString(raw, 'orderNo', { max: 40 }) }),
    handle: async ({ orderNo }, c) => {
      const { memberId } = sessionOf(c);
      const now = deps.clock.now();
      await demoMatch(memberId, now);
      return depositOrder(deps.db, memberId, orderNo, now, payUrlOf);
    },
  });
  mount(api.deposit.create, {
    parse: (raw) => ({
      channel: requiredString(raw, 'channel', { max: 32 }),
      amount: requiredInteger(raw, 'amount', { min: 1, max: Number.MAX_SAFE_INTEGER }),
      idempotencyKey: requiredString(raw, 'idempotencyKey', { max: 64 }),
    }),
    handle: (request, c) =>
      createDeposit(deps.db, sessionOf(c).memberId, request, deps.clock.now(), payUrlOf),
  });
}
