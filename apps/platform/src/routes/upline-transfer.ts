import { uplineTransferApi } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { mounter } from '../http/mount';
import { sessionOf } from '../http/route-helpers';
import { requiredInteger, requiredString } from '../http/validate';
import type { AccountDeps } from '../services/deps';
import { transferToUpline, uplineTransferInfo } from '../services/member-centre/upline-transfers';

export function uplineTransferRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const mount = mounter(app, deps.config);
  mount(uplineTransferApi.info, {
    handle: (_input, c) => uplineTransferInfo(deps.db, sessionOf(c).memberId),
  });
  mount(uplineTransferApi.transfer, {
    parse: (raw) => ({
      amount: requiredInteger(raw, 'amount', { min: 1, max: Number.MAX_SAFE_INTEGER }),
      paymentPassword: requiredString(raw, 'paymentPassword', { max: 64 }),
      idempotencyKey: requiredString(raw, 'idempotencyKey', { max: 64 }),
    }),
    handle: (request, c) => transferToUpline(deps, sessionOf(c).memberId, request),
  });
}
