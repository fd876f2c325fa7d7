import { errorMessage } from '@marquee/api-client/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { batchedPerDb } from '../../db/batched-read';
import type { Db, Tx } from '../../db/open';
import { namedStatement, preparedPerDb } from '../../db/prepared';
import { ledgerEntries, wallets } from '../../db/schema';
import { HttpError } from '../../http/http-error';

/** The demo money every new member starts with: 10,000.00 in minor units. */
export const DEMO_CREDIT = 1_000_000;
const DEMO_CREDIT_KIND = 'DEMO_CREDIT';

/** A database or a transaction: ledger calls nest (a savepoint) inside a caller's transaction. */
type Executor = Pick<Db, 'transaction'>;

export class InsufficientFundsError extends HttpError {
  override name = 'InsufficientFundsError';
  constructor() {
    super(400, errorMessage('INSUFFICIENT_BALANCE'), null, { code: 'INSUFFICIENT_BALANCE' });
  }
}

export interface LedgerPosting {
  memberId: number;
  /** signed integer minor units: positive credits, negative debits */
  amount: number;
  /** DEMO_CREDIT, BET, WIN, … */
  kind: string;
  /** unique per member: posting the same key again returns the first entry and changes nothing */
  idempotencyKey: string;
  reference?: string | null;
}

export interface LedgerResult {
  entryId: number;
  balance: number;
  /** true when the key had been posted before (nothing changed this time) */
  replayed: boolean;
}

/**
 * Locks the member's wallet row (SELECT … FOR UPDATE) in the caller's transaction and answers its
 * balance (undefined without a wallet). Every posting takes this lock, and every claim or forfeit
 * takes it first, before the rows it then changes: so postings and claims for one member queue on
 * this one row, each reading the balance the one before left, instead of deadlocking, each holding
 * a row the other waits for.
 */
export async function lockWallet(tx: Tx, memberId: number): Promise<{ balance: number } | undefined> {
  const [wallet] = await tx
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.memberId, memberId))
    .for('update');
  return wallet;
}

/** Refuses what no ledger may hold: an amount that is not integer minor units, or no idempotency key. */
export function checkPosting(posting: LedgerPosting): void {
  if (!Number.isSafeInteger(posting.amount)) throw new Error('ledger amounts are integer minor units');
  if (!posting.idempotencyKey) throw new Error('ledger postings need an idempotency key');
}

/** The entry a posting writes (the values of ledgerEntryColumns), leaving `balance`. */
export function entryOf(posting: LedgerPosting, balance: number, at: Date) {
  return {
    memberId: posting.memberId,
    amount: posting.amount,
    balanceAfter: balance,
    kind: posting.kind,
    idempotencyKey: posting.idempotencyKey,
    reference: posting.reference ?? null,
    createdAt: at,
  };
}

/**
 * The only way a balance changes. In one transaction: lock the wallet row (lockWallet), return the
 * earlier entry if the idempotency key was used, refuse a posting that would go below zero, then
 * write the entry and the new balance. The CHECK constraints on both tables back the guard up.
 */
export function postLedgerEntry(
  db: Executor,
  posting: LedgerPosting,
  at: Date = new Date(),
): Promise<LedgerResult> {
  checkPosting(posting);
  return db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, posting.memberId);
    if (!wallet) throw new Error(`member ${posting.memberId} has no wallet`);
    const [earlier] = await tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.memberId, posting.memberId),
          eq(ledgerEntries.idempotencyKey, posting.idempotencyKey),
        ),
      );
    if (earlier) return { entryId: earlier.id, balance: wallet.balance, replayed: true };
    const balance = wallet.balance + posting.amount;
    if (balance < 0) throw new InsufficientFundsError();
    const [entry] = await tx
      .insert(ledgerEntries)
      .values(entryOf(posting, balance, at))
      .returning({ id: ledgerEntries.id });
    await tx.update(wallets).set({ balance, updatedAt: at }).where(eq(wallets.memberId, posting.memberId));
    return { entryId: entry!.id, balance, replayed: false };
  });
}

/**
 * The statement of postEntriesIfUnchanged for `count` postings of one member, with `alongside` (an
 * INSERT of the caller's own row, e.g. the round, taking its values as sql.placeholder()s and its
 * row `from wallet`, the CTE of the updated wallet, so that it is written only with the entries) in
 * the same statement. Named: PostgreSQL parses it once per connection and keeps one generic plan,
 * where a statement built for each call is planned on every run.
 */
export function walletEntriesStatement(name: string, count: number, alongside: SQL) {
  const value = (column: string, index: number, type: string) =>
    sql`${sql.placeholder(`${column}${index}`)}::${sql.raw(type)}`;
  const rows = Array.from(
    { length: count },
    (_, i) =>
      sql`(${value('amount', i, 'bigint')}, ${value('balance', i, 'bigint')}, ${value('kind', i, 'text')},
        ${value('key', i, 'text')}, ${value('reference', i, 'text')})`,
  );
  const run = namedStatement<{ written: boolean }>(
    name,
    sql`with wallet as (
      update wallets set balance = ${sql.placeholder('balance')}::bigint, updated_at = ${sql.placeholder('at')}::timestamptz
      where member_id = ${sql.placeholder('memberId')}::integer and xmin = ${sql.placeholder('version')}::text::xid
      returning member_id
    ), entries as (
      insert into ledger_entries (member_id, amount, balance_after, kind, idempotency_key, reference, created_at)
      select wallet.member_id, e.amount, e.balance_after, e.kind, e.idempotency_key, e.reference,
        ${sql.placeholder('at')}::timestamptz
      from wallet, (values ${sql.join(rows, sql`, `)}) as e (amount, balance_after, kind, idempotency_key, reference)
    ), alongside as (${alongside})
    select exists (select from wallet) as written`,
  );
  return { count, run };
}

/**
 * A member's postings in one statement (walletEntriesStatement's), with no transaction or lock of
 * the caller's: the entries in order, each with the balance after it, the wallet's new balance and
 * the statement's `alongside` row (whose placeholders `values` fill; `balance`, `at` and `version`
 * are the statement's own) are written only if the wallet row is still the version the caller read
 * (`read`: its balance and `xmin`), which the caller checked the postings against. Every change of a
 * balance writes the wallet row, so an unchanged row means the balance and what the ledger's
 * figures hold are as read; a posting or round committed since (in this or another process) makes
 * the statement write nothing and answer null, and the caller reads again. The UPDATE waits for a
 * transaction holding the wallet's lock and then checks the version it left. A posting that would
 * take the balance below zero is refused before anything is written; a key posted before fails the
 * statement on the unique index. Answers the balance after the last.
 */
export async function postEntriesIfUnchanged(
  db: Pick<Db, '_'>,
  statement: ReturnType<typeof walletEntriesStatement>,
  read: { balance: number; version: string },
  postings: readonly LedgerPosting[],
  at: Date,
  values: Record<string, unknown>,
): Promise<number | null> {
  if (postings.length !== statement.count) throw new Error(`a statement of ${statement.count} postings`);
  const memberIds = new Set(postings.map((posting) => posting.memberId));
  const [memberId] = memberIds;
  if (memberIds.size !== 1 || memberId === undefined) throw new Error('postings of one member');
  let balance = read.balance;
  const entries: Record<string, unknown> = {};
  postings.forEach((posting, i) => {
    checkPosting(posting);
    balance += posting.amount;
    if (balance < 0) throw new InsufficientFundsError();
    entries[`amount${i}`] = posting.amount;
    entries[`balance${i}`] = balance;
    entries[`kind${i}`] = posting.kind;
    entries[`key${i}`] = posting.idempotencyKey;
    entries[`reference${i}`] = posting.reference ?? null;
  });
  const [result] = await statement.run(db, {
    ...values,
    ...entries,
    memberId,
    balance,
    version: read.version,
    at: at.toISOString(),
  });
  return result?.written ? balance : null;
}

/**
 * Opens the member's wallet (inside the caller's transaction) with `credit` minor units of play
 * money, as a DEMO_CREDIT ledger entry: DEMO_CREDIT for demo members and trial accounts, nothing
 * for a real member, whose money only comes in by deposit.
 */
export async function openWallet(
  db: Executor & Pick<Db, 'insert'>,
  memberId: number,
  currency: string,
  at: Date,
  credit: number,
) {
  await db.insert(wallets).values({ memberId, balance: 0, currency, updatedAt: at });
  if (credit > 0) {
    await postLedgerEntry(
      db,
      { memberId, amount: credit, kind: DEMO_CREDIT_KIND, idempotencyKey: `demo-credit:${memberId}` },
      at,
    );
  }
}

const balancesOfMembers = preparedPerDb((db) =>
  db
    .select({ memberId: wallets.memberId, balance: wallets.balance, currency: wallets.currency })
    .from(wallets)
    .where(sql`${wallets.memberId} = any(${sql.placeholder('memberIds')})`)
    .prepare('balances_of_members'),
);

/**
 * The balances asked for at once (every header polls its balance) read by one statement: see
 * batchedPerDb for why each read is as fresh as one of its own.
 */
const balanceOf = batchedPerDb(async (db, memberIds: number[]) => {
  const rows = await balancesOfMembers(db).execute({ memberIds });
  return new Map(rows.map(({ memberId, ...wallet }) => [memberId, wallet]));
});

export async function readBalance(db: Db, memberId: number) {
  return (await balanceOf(db, memberId)) ?? null;
}

/** Sum of the member's ledger: must always equal the wallet balance (tests check it). */
export async function ledgerSum(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.memberId, memberId));
  return Number(row?.sum ?? 0);
}

/**
 * Many members' credits in the caller's transaction, as postLedgerEntry would post them one by one
 * (a lottery draw pays thousands of winners at once): the wallets locked in member order, keys
 * posted before skipped, one entry per posting, each balance updated once. Credits only, and at
 * most one posting per member. A credit of 0 is an entry that moves no money (a draw that paid the
 * member nothing): the services that follow members' activity read the ledger, so it counts there.
 */
export async function postLedgerCredits(
  tx: Tx,
  postings: readonly LedgerPosting[],
  at: Date,
): Promise<number> {
  if (postings.length === 0) return 0;
  const memberIds = postings.map((posting) => posting.memberId);
  if (new Set(memberIds).size !== memberIds.length) throw new Error('one credit per member');
  if (postings.some((posting) => !Number.isSafeInteger(posting.amount) || posting.amount < 0)) {
    throw new Error('credits are non-negative integer minor units');
  }
  const locked = await tx
    .select({ memberId: wallets.memberId, balance: wallets.balance })
    .from(wallets)
    .where(inArray(wallets.memberId, memberIds))
    .orderBy(wallets.memberId)
    .for('update');
  const balances = new Map(locked.map((row) => [row.memberId, row.balance]));
  const keys = [...new Set(postings.map((posting) => posting.idempotencyKey))];
  const posted = await tx
    .select({ memberId: ledgerEntries.memberId, idempotencyKey: ledgerEntries.idempotencyKey })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.memberId, memberIds), inArray(ledgerEntries.idempotencyKey, keys)));
  const done = new Set(posted.map((row) => `${row.memberId}:${row.idempotencyKey}`));
  const fresh = postings.filter((posting) => !done.has(`${posting.memberId}:${posting.idempotencyKey}`));
  const rows = fresh.map((posting) => {
    const before = balances.get(posting.memberId);
    if (before === undefined) throw new Error(`member ${posting.memberId} has no wallet`);
    return { ...posting, balanceAfter: before + posting.amount };
  });
  for (let start = 0; start < rows.length; start += CREDIT_BATCH) {
    const batch = rows.slice(start, start + CREDIT_BATCH);
    await tx.insert(ledgerEntries).values(
      batch.map((row) => ({
        memberId: row.memberId,
        amount: row.amount,
        balanceAfter: row.balanceAfter,
        kind: row.kind,
        idempotencyKey: row.idempotencyKey,
        reference: row.reference ?? null,
        createdAt: at,
      })),
    );
    await tx.execute(
      sql`update wallets set balance = credit.balance, updated_at = ${at}
          from unnest(${sql.param(batch.map((row) => row.memberId))}::int[], ${sql.param(batch.map((row) => row.balanceAfter))}::bigint[]) as credit(member_id, balance)
          where wallets.member_id = credit.member_id`,
    );
  }
  return rows.length;
}

const CREDIT_BATCH = 1000;
