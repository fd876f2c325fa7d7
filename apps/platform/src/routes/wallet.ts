import { api } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/http-error';
import { mounter } from '../http/mount';
import { sessionOf } from '../http/route-helpers';
import { literal, requiredInteger, requiredString } from '../http/validate';
import type { AccountDeps } from '../services/deps';
import { merchantWallet, recallAll, transferFunds, vendorBalance } from '../services/wallet/vendor-wallets';
import { readBalance } from '../services/wallet/wallet';

export function walletRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const mount = mounter(app, deps.config);
  mount(api.wallet.balance, {
    handle: async (_input, c) => {
      const wallet = await readBalance(deps.db, sessionOf(c).memberId);
      if (!wallet) throw notFound('Wallet not found');
      return { sumBalance: wallet.balance, currency: wallet.currency };
    },
  });
  mount(api.wallet.merchantWallet, { handle: () => merchantWallet(deps.db) });
  mount(api.wallet.vendorBalance, {
    parse: (raw) => ({ vassalage: requiredString(raw, 'vassalage', { max: 40 }) }),
    handle: ({ vassalage }, c) => vendorBalance(deps.db, sessionOf(c).memberId, vassalage),
  });
  mount(api.wallet.transfer, {
    parse: (raw) => ({
      vassalage: requiredString(raw, 'vassalage', { max: 40 }),
      direction: literal(raw, 'direction', ['IN', 'OUT'] as const),
      amount: requiredInteger(raw, 'amount', { min: 1, max: Number.MAX_SAFE_INTEGER }),
      idempotencyKey: requiredString(raw, 'idempotencyKey', { max: 64 }),
    }),
    handle: async (request, c) => {
      const { memberId } = sessionOf(c);
      return transferFunds(deps.db, memberId, request, deps.clock.now());
    },
  });
  mount(api.wallet.recallAll, {
    parse: (raw) => ({ idempotencyKey: requiredString(raw, 'idempotencyKey', { max: 64 }) }),
    handle: async ({ idempotencyKey }, c) => {
      const { memberId } = sessionOf(c);
      return recallAll(deps.db, memberId, idempotencyKey, deps.clock.now());
    },
  });
}
