import { and, eq } from 'drizzle-orm';
import { bets, games, ledgerEntries } from '../../db/schema';
import { firstGame, launchToken, newPlayer, playRound } from '../../test-support/games';
import { testApp, useSeededDatabase } from '../../test-support/harness';
import { ledgerSum, postLedgerEntry, readBalance } from '../wallet/wallet';

/** Runs before each conditional write of a round, with what the round writes through. */
const beforeWrite = vi.hoisted(() => ({ run: async (_executor: unknown) => {} }));

vi.mock('../wallet/wallet', async (original) => {
  const wallet = await original<typeof import('../wallet/wallet')>();
  return {
    ...wallet,
    postEntriesIfUnchanged: async (...args: Parameters<typeof wallet.postEntriesIfUnchanged>) => {
      await beforeWrite.run(args[0]);
      return wallet.postEntriesIfUnchanged(...args);
    },
  };
});

const database = useSeededDatabase();

describe('a round whose wallet another process keeps writing', () => {
  it('takes the wallet lock after three lost tries, and the money adds up', async () => {
    // 9999 loses: the round is its stake only
    const app = testApp(database.db, {}, { randomInt: (max: number) => Math.min(9999, max - 1) });
    const player = await newPlayer(app, database.db);
    const slot = await firstGame(database.db, and(eq(games.category, 'RNG'), eq(games.minBet, 10)));
    const token = await launchToken(app, player.token, slot.nodeId);
    const writes: string[] = [];
    // between every unlocked read and its write, a credit of 1.00 lands on the wallet
    beforeWrite.run = async (executor) => {
      const unlocked = executor === database.db;
      writes.push(unlocked ? 'unlocked' : 'locked');
      if (!unlocked) return;
      await postLedgerEntry(database.db, {
        memberId: player.memberId,
        amount: 100,
        kind: 'TEST',
        idempotencyKey: `other-process-${writes.length}`,
      });
    };

    const res = await playRound(app, { token, stake: 1000, idempotencyKey: 'round-under-writes' });

    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ balance: 1_000_000 + 300 - 1000, payout: 0, replayed: false });
    expect(writes).toEqual(['unlocked', 'unlocked', 'unlocked', 'locked']);
    const balance = (await readBalance(database.db, player.memberId))?.balance;
    expect(balance).toBe(1_000_000 + 300 - 1000);
    expect(await ledgerSum(database.db, player.memberId)).toBe(balance);
    const roundBets = await database.db
      .select({ stake: bets.stake, balanceAfter: bets.balanceAfter })
      .from(bets)
      .where(eq(bets.memberId, player.memberId));
    expect(roundBets).toEqual([{ stake: 1000, balanceAfter: balance }]);
    const stakes = await database.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, player.memberId), eq(ledgerEntries.kind, 'BET')));
    expect(stakes).toEqual([{ amount: -1000 }]);

    // the key played again answers the first result and writes nothing, with or without writes around it
    writes.length = 0;
    const again = await playRound(app, { token, stake: 1000, idempotencyKey: 'round-under-writes' });
    expect(again.body.value).toMatchObject({ balance: 1_000_000 + 300 - 1000, replayed: true });
    expect(writes).toEqual([]);
  });
});
