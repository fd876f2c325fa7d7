import { withdrawalApi } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { badRequest } from '../http/http-error';
import { mounter } from '../http/mount';
import { sessionOf } from '../http/route-helpers';
import { literal, optionalInteger, type RawInput, requiredInteger, requiredString } from '../http/validate';
import { visitorIp } from '../http/visitor-ip';
import type { AccountDeps } from '../services/deps';
import {
  confirmWithdrawal,
  recentWithdrawals,
  requestWithdrawal,
  withdrawalInfo,
  withdrawalProof,
} from '../services/member-centre/withdrawals';
import type { TimedJob } from '../services/timed-job';

const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

function proofOf(raw: RawInput) {
  const proof = raw.proof;
  if (proof === undefined || proof === null) return undefined;
  if (typeof proof !== 'object' || Array.isArray(proof)) throw badRequest('proof must be an object');
  const fields = proof as RawInput;
  // the body limit bounds the data; the service checks it by content
  return {
    type: literal(fields, 'type', IMAGE_TYPES),
    data: requiredString(fields, 'data', { max: 8_000_000 }),
  };
}

export function withdrawalRoutes(app: Hono<AppEnv>, deps: AccountDeps, jobs: TimedJob): void {
  const mount = mounter(app, deps.config);
  mount(withdrawalApi.info, {
    handle: async (_input, c) => {
      await jobs.tick();
      return withdrawalInfo(deps.db, sessionOf(c).memberId, deps.clock.now());
    },
  });
  mount(withdrawalApi.orders, {
    handle: async (_input, c) => {
      await jobs.tick();
      return { orders: await recentWithdrawals(deps.db, sessionOf(c).memberId) };
    },
  });
  mount(withdrawalApi.create, {
    parse: (raw) => ({
      amount: requiredInteger(raw, 'amount', { min: 1, max: Number.MAX_SAFE_INTEGER }),
      bankAccountId: requiredString(raw, 'bankAccountId', { max: 40 }),
      paymentPassword: requiredString(raw, 'paymentPassword', { max: 64 }),
      idempotencyKey: requiredString(raw, 'idempotencyKey', { max: 64 }),
    }),
    handle: (request, c) => requestWithdrawal(deps, sessionOf(c).memberId, request),
  });
  mount(withdrawalApi.confirm, {
    parse: (raw) => {
      const receivedAmount = optionalInteger(raw, 'receivedAmount', { min: 0, max: Number.MAX_SAFE_INTEGER });
      const proof = proofOf(raw);
      return {
        orderNo: requiredString(raw, 'orderNo', { max: 40 }),
        confirmation: literal(raw, 'confirmation', ['RECEIVED', 'NOT_RECEIVED', 'FULLY_PAID'] as const),
        ...(receivedAmount === undefined ? {} : { receivedAmount }),
        ...(proof ? { proof } : {}),
      };
    },
    handle: (request, c) =>
      confirmWithdrawal(deps, sessionOf(c).memberId, visitorIp(c, deps.config.trustProxy), request),
  });
  mount(withdrawalApi.proof, {
    parse: (raw) => ({ orderNo: requiredString(raw, 'orderNo', { max: 40 }) }),
    handle: ({ orderNo }, c) => withdrawalProof(deps.db, sessionOf(c).memberId, orderNo),
  });
}
