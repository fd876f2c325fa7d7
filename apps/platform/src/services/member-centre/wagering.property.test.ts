import { and, eq, lte } from 'drizzle-orm';
import fc from 'fast-check';
import { games, memberRewards, members, vendorWallets } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { BRAND_REWARDS, BRAND_WITHDRAWAL } from '../../reference/brand';
import { paidDeposit } from '../../test-support/deposits';
import { firstGame, launchToken, newPlayer, openFishVendors, playRound } from '../../test-support/games';
import { useClockedApp, useSeededDatabase } from '../../test-support/harness';
import { createMember } from '../accounts/members';
import { forfeitBonus } from '../rewards/bonuses';
import { claimReward } from '../rewards/claim-reward';
import { offerReward } from '../rewards/offer-reward';
import { transferFunds, vendorLedgerSum } from '../wallet/vendor-wallets';
import { ledgerSum, readBalance } from '../wallet/wallet';
import { moveToUpline } from './upline-transfers';
import { wageringLeft } from './wagering';
import { withdrawalInfo } from './withdrawals';

const database = useSeededDatabase();
const platform = useClockedApp(database);
const { clock } = platform;
let slotNodeId: number;
let fishNodeId: number;
let fishVendor: string;
let uplineId: number;

beforeAll(async () => {
  slotNodeId = (await firstGame(database.db, and(eq(games.category, 'RNG'), lte(games.minBet, 100)))).nodeId;
  fishVendor = (await openFishVendors(database.db))[0]!;
  fishNodeId = (await firstGame(database.db, and(eq(games.vassalage, fishVendor), lte(games.minBet, 100))))
    .nodeId;
  const agent = await createMember(
    database.db,
    { account: 'wagering-upline', nickname: 'Upline', isAgent: 1, passwordHash: null },
    { at: clock.now(), credit: 0 },
  );
  uplineId = agent.id;
});

/** What a member may do with money under wagering, amounts from small to more than there is. */
const action = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 10_000, max: 500_000 }) }),
  fc.record({
    kind: fc.constant('reward' as const),
    amount: fc.integer({ min: 100, max: 300_000 }),
    source: fc.constantFrom('REBATE' as const, 'MISSION' as const),
  }),
  fc.record({
    kind: fc.constant('transfer' as const),
    direction: fc.constantFrom('IN' as const, 'OUT' as const),
    // null: everything the wallet it leaves holds (all of main into the game, as a player does)
    amount: fc.option(fc.integer({ min: 1, max: 1_500_000 })),
  }),
  fc.record({
    kind: fc.constant('round' as const),
    wallet: fc.constantFrom('main' as const, 'game' as const),
    stake: fc.constantFrom(100, 1_000, 10_000),
  }),
  fc.record({ kind: fc.constant('forfeit' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('upline' as const), amount: fc.integer({ min: 100, max: 1_500_000 }) }),
);
type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;

/**
 * The wagering rules, kept apart from the platform's SQL: each deposit asks for
 * `wageringMultiple` × its amount of valid bets after it (a bet pays the debt down, never below
 * zero); each claimed bonus asks for its multiple × its amount of valid bets after its claim,
 * until completed or forfeited.
 */
class Rules {
  depositLeft = 0;
  bonuses: { id: string; amount: number; required: number; wagered: number; forfeited: boolean }[] = [];

  deposit(amount: number) {
    this.depositLeft += amount * BRAND_WITHDRAWAL.wageringMultiple;
  }

  bet(stake: number) {
    this.depositLeft = Math.max(0, this.depositLeft - stake);
    for (const bonus of this.bonuses) bonus.wagered += stake;
  }

  bonusLeft(bonus: Rules['bonuses'][number]) {
    return bonus.forfeited ? 0 : Math.max(0, bonus.required - bonus.wagered);
  }

  left() {
    return this.depositLeft + this.bonuses.reduce((sum, bonus) => sum + this.bonusLeft(bonus), 0);
  }
}

/** The member's money in main and in the game wallet, each equal to its ledger. */
async function moneyOf(memberId: number) {
  const main = (await readBalance(database.db, memberId))!.balance;
  expect(await ledgerSum(database.db, memberId)).toBe(main);
  const [game] = await database.db
    .select({ balance: vendorWallets.balance })
    .from(vendorWallets)
    .where(and(eq(vendorWallets.memberId, memberId), eq(vendorWallets.vassalage, fishVendor)));
  expect(await vendorLedgerSum(database.db, memberId, fishVendor)).toBe(game?.balance ?? 0);
  return { main, game: game?.balance ?? 0 };
}

/** The refusal's code, or rethrows what is not a refusal. */
async function outcome(work: () => Promise<unknown>): Promise<string | null> {
  try {
    await work();
    return null;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return error.coded?.code ?? error.message;
  }
}

async function perform(
  player: { token: string; memberId: number; slot: string; fish: string },
  rules: Rules,
  step: Action,
  key: string,
): Promise<void> {
  const { db } = database;
  const { memberId } = player;
  const now = clock.now();
  switch (step.kind) {
    case 'deposit':
      await paidDeposit(db, memberId, step.amount, now);
      rules.deposit(step.amount);
      return;
    case 'reward': {
      await offerReward(db, { memberId, source: step.source, offerKey: key, amount: step.amount }, now);
      const [row] = await db
        .select({ id: memberRewards.publicId })
        .from(memberRewards)
        .where(and(eq(memberRewards.memberId, memberId), eq(memberRewards.offerKey, key)));
      await claimReward(db, memberId, row!.id, now);
      const required = step.amount * BRAND_REWARDS.wageringMultiple[step.source];
      rules.bonuses.push({ id: row!.id, amount: step.amount, required, wagered: 0, forfeited: false });
      return;
    }
    case 'transfer': {
      const held = await moneyOf(memberId);
      const all = step.direction === 'IN' ? held.main : held.game;
      const request = { vassalage: fishVendor, direction: step.direction, amount: step.amount ?? all };
      if (request.amount === 0) return;
      await outcome(() => transferFunds(db, memberId, { ...request, idempotencyKey: key }, now));
      return;
    }
    case 'round': {
      const launch = step.wallet === 'main' ? player.slot : player.fish;
      const res = await playRound(platform.app, { token: launch, stake: step.stake, idempotencyKey: key });
      expect([200, 400]).toContain(res.status);
      if (res.status === 200) rules.bet(step.stake);
      return;
    }
    case 'forfeit': {
      if (rules.bonuses.length === 0) return;
      const bonus = rules.bonuses[step.pick % rules.bonuses.length]!;
      const left = rules.bonusLeft(bonus);
      const before = await moneyOf(memberId);
      let debited = -1;
      const code = await outcome(async () => {
        debited = (await forfeitBonus(db, memberId, bonus.id, now)).debited;
      });
      if (left === 0) {
        expect(code).toBe('BONUS_NOT_ACTIVE');
        return;
      }
      expect(code).toBeNull();
      // the unwagered share comes back from wherever the money is, all of it while there is enough
      const share = Math.ceil((bonus.amount * left) / bonus.required);
      expect(debited).toBe(Math.min(share, before.main + before.game));
      const after = await moneyOf(memberId);
      expect(after.main + after.game).toBe(before.main + before.game - debited);
      bonus.forfeited = true;
      return;
    }
    case 'upline': {
      const owed = rules.left();
      const { main } = await moneyOf(memberId);
      const code = await outcome(() =>
        moveToUpline(db, memberId, uplineId, { amount: step.amount, idempotencyKey: key }, now),
      );
      if (owed > 0) expect(code).toBe('UPLINE_WAGERING_LEFT');
      else if (step.amount > main) expect(code).toBe('INSUFFICIENT_BALANCE');
      else expect(code).toBeNull();
      return;
    }
  }
}

let runs = 0;

describe('wagering over random sequences of deposits, bonuses, transfers, rounds, forfeits and upline transfers', () => {
  it('never lets more be withdrawn or sent away than the wagering rules allow', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 12 }), async (steps) => {
        const { db } = database;
        runs += 1;
        const member = await newPlayer(platform.app, db);
        await db.update(members).set({ uplineId, toUpline: true }).where(eq(members.id, member.memberId));
        const player = {
          ...member,
          slot: await launchToken(platform.app, member.token, slotNodeId),
          fish: await launchToken(platform.app, member.token, fishNodeId),
        };
        const rules = new Rules();
        for (const [index, step] of steps.entries()) {
          // a second apart, so "after the claim" and "after the deposit" are never a tie
          clock.advance(1_000);
          await perform(player, rules, step, `wagering-${runs}-${index}`);
          const left = rules.left();
          expect(await wageringLeft(db, member.memberId)).toBe(left);
          const { main } = await moneyOf(member.memberId);
          const info = await withdrawalInfo(db, member.memberId, clock.now());
          expect(info.withdrawable).toBe(left > 0 ? 0 : main);
        }
      }),
      { numRuns: 25 },
    );
  });
});
