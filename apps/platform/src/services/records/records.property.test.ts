import { type AccountRecord, type BetRecord, brandToday, recordsApi } from '@marquee/api-client/contract';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { games } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/http-error';
import { BRAND_WITHDRAWAL } from '../../reference/brand';
import { addBankAccount } from '../../test-support/bank-accounts';
import { firstGame, launchToken, newPlayer, openFishVendors, playRound } from '../../test-support/games';
import { call, testApp, useSeededDatabase } from '../../test-support/harness';
import { createDeposit, settleDeposit } from '../member-centre/deposits';
import { placeWithdrawal, reviewWithdrawal } from '../member-centre/withdrawals';
import { transferFunds } from '../wallet/vendor-wallets';
import { ledgerSum, readBalance } from '../wallet/wallet';

const database = useSeededDatabase();
let app: Hono<AppEnv>;
let slotNodeId: number;
let transferVendor: string;

beforeAll(async () => {
  app = testApp(database.db);
  slotNodeId = (await firstGame(database.db, and(eq(games.category, 'RNG'), eq(games.minBet, 10)))).nodeId;
  transferVendor = (await openFishVendors(database.db))[0]!;
});

/** What a member may do to the balance, with amounts from small to more than there is. */
const action = fc.oneof(
  fc.record({ kind: fc.constant('round' as const), stake: fc.constantFrom(10, 100, 2_500, 50_000) }),
  fc.record({
    kind: fc.constant('deposit' as const),
    amount: fc.integer({ min: 10_000, max: 3_000_000 }),
    paid: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('withdrawal' as const),
    amount: fc.integer({ min: BRAND_WITHDRAWAL.min, max: 2_000_000 }),
    decision: fc.constantFrom('APPROVED' as const, 'REJECTED' as const, null),
  }),
  fc.record({
    kind: fc.constant('transfer' as const),
    direction: fc.constantFrom('IN' as const, 'OUT' as const),
    amount: fc.integer({ min: 1, max: 1_500_000 }),
  }),
);
type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;

/** A refusal (not enough money, the wagering left, a limit) is an answer; anything else fails. */
async function attempt(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
}

async function perform(
  player: { token: string; memberId: number },
  launch: string,
  step: Action,
  index: number,
): Promise<void> {
  const { db } = database;
  const now = new Date();
  const key = `prop-${index}`;
  switch (step.kind) {
    case 'round': {
      const res = await playRound(app, { token: launch, stake: step.stake, idempotencyKey: key });
      expect([200, 400]).toContain(res.status);
      return;
    }
    case 'deposit':
      return attempt(async () => {
        const order = await createDeposit(
          db,
          player.memberId,
          { channel: 'GCASH', amount: step.amount, idempotencyKey: key },
          now,
          () => null,
        );
        await settleDeposit(
          db,
          { orderNo: order.orderNo, amount: step.amount, result: step.paid ? 'PAID' : 'CANCELLED' },
          now,
        );
      });
    case 'withdrawal':
      return attempt(async () => {
        const order = await placeWithdrawal(
          db,
          player.memberId,
          { amount: step.amount, bankAccountId: `prop-account-${player.memberId}`, idempotencyKey: key },
          now,
        );
        if (step.decision === null) return;
        const review =
          step.decision === 'APPROVED'
            ? ({ decision: 'APPROVED' } as const)
            : ({ decision: 'REJECTED', reason: 'Property test' } as const);
        await reviewWithdrawal(db, order.orderNo, review, now);
      });
    case 'transfer':
      return attempt(() =>
        transferFunds(
          db,
          player.memberId,
          { vassalage: transferVendor, direction: step.direction, amount: step.amount, idempotencyKey: key },
          now,
        ),
      );
  }
}

/** Every page of a record, in the order the pages list it. */
async function allPages<Row>(read: (page: number) => Promise<{ rows: Row[]; totalPages: number }>) {
  const first = await read(1);
  const rows = [...first.rows];
  for (let page = 2; page <= first.totalPages; page += 1) rows.push(...(await read(page)).rows);
  return rows;
}

describe('records over random sequences of bets, deposits, withdrawals and transfers', () => {
  it("keeps each account record row's balance-after equal to the running sum, and the betting totals equal to its rows", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (steps) => {
        const { db } = database;
        const player = await newPlayer(app, db);
        await addBankAccount(db, player.memberId, `prop-account-${player.memberId}`);
        const launch = await launchToken(app, player.token, slotNodeId);
        for (const [index, step] of steps.entries()) await perform(player, launch, step, index);

        // the range covers the brand's day before too, should the run cross midnight in Manila
        const to = brandToday(new Date());
        const from = brandToday(new Date(Date.now() - 24 * 60 * 60 * 1000));
        const account = await allPages(async (page) => {
          const res = await call(app, recordsApi.account, {
            token: player.token,
            query: { from, to, page: String(page) },
          });
          return res.body.value as { rows: AccountRecord[]; totalPages: number };
        });
        let running = 0;
        for (const row of [...account].reverse()) {
          running += row.amount;
          expect(row.balanceAfter).toBe(running);
          expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
        }
        const balance = (await readBalance(db, player.memberId))?.balance;
        expect(running).toBe(balance);
        expect(await ledgerSum(db, player.memberId)).toBe(balance);

        const betQuery = { from, to };
        const first = await call(app, recordsApi.bets, { token: player.token, query: betQuery });
        const bets = await allPages(async (page) => {
          const res = await call(app, recordsApi.bets, {
            token: player.token,
            query: { ...betQuery, page: String(page) },
          });
          return res.body.value as { rows: BetRecord[]; totalPages: number };
        });
        const { totals } = first.body.value;
        expect(totals.count).toBe(bets.length);
        expect(totals.stake).toBe(bets.reduce((sum, row) => sum + row.stake, 0));
        expect(totals.payout).toBe(bets.reduce((sum, row) => sum + row.payout, 0));
        expect(totals.winLoss).toBe(bets.reduce((sum, row) => sum + row.winLoss, 0));
        // and the win/loss is what the rounds did to the balance: their BET and WIN entries
        const roundEntries = account.filter((row) => row.kind === 'BET' || row.kind === 'WIN');
        expect(totals.winLoss).toBe(roundEntries.reduce((sum, row) => sum + row.amount, 0));
      }),
      { numRuns: 12 },
    );
  });
});
