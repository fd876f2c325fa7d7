import { api } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { mounter } from '../http/mount';
import { parseLanguage } from '../http/parse-language';
import { sessionOf } from '../http/route-helpers';
import { requiredInteger, requiredString } from '../http/validate';
import { depositChannels } from '../reference/deposit-channels';
import type { AccountDeps } from '../services/deps';
import {
  createDeposit,
  depositOrder,
  type PayUrlOf,
  recentDeposits,
} from '../services/member-centre/deposits';
import { welcomeBonusOffer } from '../services/member-centre/welcome-bonus';
import type { TimedJob } from '../services/timed-job';
import { DEMO_PAY_PREFIX } from './demo-payment';

/** `jobs`: the demo's stand-in operator for bank transfers, null outside demo mode. */
export function depositRoutes(app: Hono<AppEnv>, deps: AccountDeps, jobs: TimedJob | null): void {
  const mount = mounter(app, deps.config);
  // only the demo provider exists: outside demo mode an e-wallet order has nowhere to be paid
  const payUrlOf: PayUrlOf = (orderNo) => (deps.config.demo ? `${DEMO_PAY_PREFIX}/${orderNo}` : null);
  // the demo's stand-in operator runs on its timer; a listing waits for its tick so it is never behind the clock
  const demoMatch = async () => {
    await jobs?.tick();
  };

  mount(api.deposit.channels, {
    parse: (raw) => ({ language: raw.language ? parseLanguage(raw).language : 'EN' }),
    handle: ({ language = 'EN' }) => depositChannels(language),
  });
  mount(api.deposit.welcomeBonus, {
    handle: (_input, c) => welcomeBonusOffer(deps.db, sessionOf(c).memberId),
  });
  mount(api.deposit.orders, {
    handle: async (_input, c) => {
      const { memberId } = sessionOf(c);
      await demoMatch();
      const now = deps.clock.now();
      return { orders: await recentDeposits(deps.db, memberId, now, payUrlOf) };
    },
  });
  mount(api.deposit.order, {
    parse: (raw) => ({ orderNo: requiredString(raw, 'orderNo', { max: 40 }) }),
    handle: async ({ orderNo }, c) => {
      const { memberId } = sessionOf(c);
      await demoMatch();
      const now = deps.clock.now();
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
