import { api } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/http-error';
import { mounter } from '../http/mount';
import { sessionOf } from '../http/route-helpers';
import type { AccountDeps } from '../services/deps';
import { readBalance } from '../services/wallet/wallet';

export function walletRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  mounter(app, deps.config)(api.wallet.balance, {
    handle: async (_input, c) => {
      const wallet = await readBalance(deps.db, sessionOf(c).memberId);
      if (!wallet) throw notFound('Wallet not found');
      return { sumBalance: wallet.balance, currency: wallet.currency };
    },
  });
}
