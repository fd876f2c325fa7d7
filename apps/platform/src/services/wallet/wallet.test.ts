import { eq } from 'drizzle-orm';
import { ledgerEntries, wallets } from '../../db/schema';
import { creditedMember } from '../../test-support/accounts';
import { useSeededDatabase } from '../../test-support/harness';
import { createMember } from '../accounts/members';
import { DEMO_CREDIT, InsufficientFundsError, ledgerSum, postLedgerEntry, readBalance } from './wallet';

const database = useSeededDatabase();

const newMember = () => creditedMember(database.db, DEMO_CREDIT, 'Wallet');

describe('wallet ledger', () => {
  it('opens an empty wallet, with no ledger entry, when there is no play money to give', async () => {
    const member = await createMember(
      database.db,
      { account: 'walletuser-real', nickname: 'Real', passwordHash: null },
      { at: new Date(), credit: 0 },
    );
    expect(await readBalance(database.db, member.id)).toEqual({ balance: 0, currency: 'PHP' });
    expect(
      await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, member.id)),
    ).toEqual([]);
  });

  it('opens a wallet with the demo credit as a ledger entry', async () => {
    const member = await newMember();
    expect(await readBalance(database.db, member.id)).toEqual({ balance: DEMO_CREDIT, currency: 'PHP' });
    const entries = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, member.id));
    expect(entries.map((entry) => [entry.kind, entry.amount, entry.balanceAfter])).toEqual([
      ['DEMO_CREDIT', 1_000_000, 1_000_000],
    ]);
  });

  it('reads the balances of several members asked for at once, each its own, and each after a posting it follows', async () => {
    const [one, two] = [await newMember(), await newMember()];
    const posting = postLedgerEntry(database.db, {
      memberId: one.id,
      amount: -2_500,
      kind: 'BET',
      idempotencyKey: 'batched-read:1',
    });
    await posting;
    const reads = await Promise.all([
      readBalance(database.db, one.id),
      readBalance(database.db, two.id),
      readBalance(database.db, one.id),
      readBalance(database.db, -1),
    ]);
    expect(reads).toEqual([
      { balance: DEMO_CREDIT - 2_500, currency: 'PHP' },
      { balance: DEMO_CREDIT, currency: 'PHP' },
      { balance: DEMO_CREDIT - 2_500, currency: 'PHP' },
      null,
    ]);
  });

  it('keeps the balance equal to the ledger sum and never below zero', async () => {
    const member = await newMember();
    await postLedgerEntry(database.db, {
      memberId: member.id,
      amount: -250_000,
      kind: 'BET',
      idempotencyKey: 'b1',
    });
    await postLedgerEntry(database.db, {
      memberId: member.id,
      amount: 40_000,
      kind: 'WIN',
      idempotencyKey: 'w1',
    });
    await expect(
      postLedgerEntry(database.db, {
        memberId: member.id,
        amount: -790_001,
        kind: 'BET',
        idempotencyKey: 'b2',
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    const drained = await postLedgerEntry(database.db, {
      memberId: member.id,
      amount: -790_000,
      kind: 'BET',
      idempotencyKey: 'b3',
    });
    expect(drained.balance).toBe(0);
    expect((await readBalance(database.db, member.id))?.balance).toBe(0);
    expect(await ledgerSum(database.db, member.id)).toBe(0);
  });

  it('backs the guard with a CHECK constraint', async () => {
    const member = await newMember();
    await expect(
      database.db.update(wallets).set({ balance: -1 }).where(eq(wallets.memberId, member.id)),
    ).rejects.toThrow();
  });

  it('applies an idempotency key once', async () => {
    const member = await newMember();
    const posting = {
      memberId: member.id,
      amount: -1_000,
      kind: 'BET',
      idempotencyKey: 'same-key',
      reference: 'r1',
    };
    const first = await postLedgerEntry(database.db, posting);
    const second = await postLedgerEntry(database.db, posting);
    expect(first.replayed).toBe(false);
    expect(second).toEqual({ entryId: first.entryId, balance: first.balance, replayed: true });
    const entries = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, member.id));
    expect(entries.filter((entry) => entry.idempotencyKey === 'same-key')).toHaveLength(1);
    expect((await readBalance(database.db, member.id))?.balance).toBe(DEMO_CREDIT - 1_000);
  });

  it('survives 50 parallel debits of which only some fit', async () => {
    const member = await newMember();
    // 1,000,000 / 70,000 → 14 fit, 36 must be refused
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        postLedgerEntry(database.db, {
          memberId: member.id,
          amount: -70_000,
          kind: 'BET',
          idempotencyKey: `parallel-${index}`,
        }),
      ),
    );
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    const rejected = results.filter((result) => result.status === 'rejected');
    expect(fulfilled).toHaveLength(14);
    for (const result of rejected) expect(result.reason).toBeInstanceOf(InsufficientFundsError);
    const balance = (await readBalance(database.db, member.id))?.balance;
    expect(balance).toBe(1_000_000 - 14 * 70_000);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(database.db, member.id)).toBe(balance);
  });

  it('refuses fractional amounts and missing keys', async () => {
    const member = await newMember();
    expect(() =>
      postLedgerEntry(database.db, { memberId: member.id, amount: 1.5, kind: 'X', idempotencyKey: 'k' }),
    ).toThrow(/integer/);
    expect(() =>
      postLedgerEntry(database.db, { memberId: member.id, amount: 1, kind: 'X', idempotencyKey: '' }),
    ).toThrow(/idempotency/);
  });
});
