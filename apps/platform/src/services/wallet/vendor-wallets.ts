import type {
  MerchantWalletResponse,
  RecallResult,
  TransferVendor,
  WalletTransferRequest,
} from '@marquee/api-client/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { vendorLedgerEntries, vendors, vendorWallets } from '../../db/schema';
import { badRequest, fail, HttpError, notFound } from '../../http/http-error';
import { playsFromVendorWallet, TRANSFER_WALLET_CATEGORIES } from '../../reference/merchant-wallet';
import { guardPlay } from '../play-safe/play-guard';
import { oneAtATime } from './one-at-a-time';
import {
  checkPosting,
  entryOf,
  InsufficientFundsError,
  type LedgerPosting,
  lockWallet,
  postLedgerEntry,
  readBalance,
} from './wallet';

/** The vendors whose games play from a wallet of their own, in the lobby's order. */
async function transferVendors(db: Db | Tx): Promise<TransferVendor[]> {
  const rows = await db
    .selectDistinctOn([vendors.vassalage], {
      vassalage: vendors.vassalage,
      name: vendors.name,
      maintenance: vendors.maintenance,
      sort: vendors.sort,
    })
    .from(vendors)
    .where(inArray(vendors.category, [...TRANSFER_WALLET_CATEGORIES]))
    .orderBy(asc(vendors.vassalage));
  return rows
    .sort((a, b) => a.sort - b.sort)
    .map(({ vassalage, name, maintenance }) => ({ vassalage, name, maintenance }));
}

export async function merchantWallet(db: Db): Promise<MerchantWalletResponse> {
  const list = await transferVendors(db);
  return { isSingle: list.length === 0, vendors: list };
}

async function transferVendor(db: Db | Tx, vassalage: string): Promise<TransferVendor> {
  const vendor = (await transferVendors(db)).find((candidate) => candidate.vassalage === vassalage);
  // a vendor that plays from main has no wallet to show or move money to
  if (!vendor) throw notFound('No such vendor wallet');
  return vendor;
}

/** A member's balance at a transfer-wallet vendor: 0 until the first transfer opens it. */
async function readVendorBalance(db: Db | Tx, memberId: number, vassalage: string): Promise<number> {
  const [row] = await db
    .select({ balance: vendorWallets.balance })
    .from(vendorWallets)
    .where(and(eq(vendorWallets.memberId, memberId), eq(vendorWallets.vassalage, vassalage)));
  return row?.balance ?? 0;
}

export async function vendorBalance(db: Db, memberId: number, vassalage: string) {
  await transferVendor(db, vassalage);
  return { vassalage, balance: await readVendorBalance(db, memberId, vassalage) };
}

/** A posting to a game wallet: its kind is TRANSFER_IN, TRANSFER_OUT, BET or WIN. */
export interface VendorPosting extends LedgerPosting {
  vassalage: string;
}

/**
 * postLedgerEntry's twin for a vendor wallet, inside the caller's transaction: lock the row (made
 * on first use), answer a used key with its entry, refuse going below zero, write entry and balance.
 * Callers lock the member's main wallet row first, so main and vendor rows are always taken in the
 * same order and two money actions of one member never deadlock.
 */
export async function postVendorEntry(
  tx: Tx,
  posting: VendorPosting,
  at: Date,
): Promise<{ balance: number; replayed: boolean }> {
  checkPosting(posting);
  await tx
    .insert(vendorWallets)
    .values({ memberId: posting.memberId, vassalage: posting.vassalage, balance: 0, updatedAt: at })
    .onConflictDoNothing();
  const mine = and(
    eq(vendorWallets.memberId, posting.memberId),
    eq(vendorWallets.vassalage, posting.vassalage),
  );
  const [wallet] = await tx
    .select({ balance: vendorWallets.balance })
    .from(vendorWallets)
    .where(mine)
    .for('update');
  const [earlier] = await tx
    .select({ id: vendorLedgerEntries.id })
    .from(vendorLedgerEntries)
    .where(
      and(
        eq(vendorLedgerEntries.memberId, posting.memberId),
        eq(vendorLedgerEntries.vassalage, posting.vassalage),
        eq(vendorLedgerEntries.idempotencyKey, posting.idempotencyKey),
      ),
    );
  if (earlier) return { balance: wallet!.balance, replayed: true };
  const balance = wallet!.balance + posting.amount;
  if (balance < 0) throw new InsufficientFundsError();
  await tx
    .insert(vendorLedgerEntries)
    .values({ ...entryOf(posting, balance, at), vassalage: posting.vassalage });
  await tx.update(vendorWallets).set({ balance, updatedAt: at }).where(mine);
  return { balance, replayed: false };
}

async function lockMainWallet(tx: Tx, memberId: number): Promise<void> {
  if (!(await lockWallet(tx, memberId))) throw new Error(`member ${memberId} has no wallet`);
}

/**
 * Main ↔ vendor in one transaction: both ledger entries or neither. The main wallet row is locked
 * first (as a game round does), so the balance checked is the balance debited; a retried key
 * answers the balances as they are without moving anything again.
 */
export function transferFunds(db: Db, memberId: number, request: WalletTransferRequest, at: Date) {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
    throw badRequest('amount must be positive');
  return oneAtATime(db, memberId, () =>
    db.transaction(async (tx) => {
      const vendor = await transferVendor(tx, request.vassalage);
      await lockMainWallet(tx, memberId);
      const signed = request.direction === 'IN' ? -request.amount : request.amount;
      const key = `transfer:${request.idempotencyKey}`;
      const reference = `vendor:${vendor.vassalage}`;
      const [replay] = await tx
        .select({ id: vendorLedgerEntries.id })
        .from(vendorLedgerEntries)
        .where(and(eq(vendorLedgerEntries.memberId, memberId), eq(vendorLedgerEntries.idempotencyKey, key)));
      if (!replay && vendor.maintenance) throw fail(409, 'VENDOR_MAINTENANCE');
      // money moved into a game wallet is staked where the platform cannot see: it counts as stakes
      if (!replay && request.direction === 'IN') {
        await guardPlay(tx, memberId, { kind: 'STAKE', amount: request.amount }, at);
      }
      const main = await postLedgerEntry(
        tx,
        { memberId, amount: signed, kind: `TRANSFER_${request.direction}`, idempotencyKey: key, reference },
        at,
      );
      if (main.replayed) {
        return {
          mainBalance: main.balance,
          vendorBalance: await readVendorBalance(tx, memberId, vendor.vassalage),
        };
      }
      const side = await postVendorEntry(
        tx,
        {
          memberId,
          vassalage: vendor.vassalage,
          amount: -signed,
          kind: `TRANSFER_${request.direction}`,
          idempotencyKey: key,
          reference: 'main',
        },
        at,
      );
      return { mainBalance: main.balance, vendorBalance: side.balance };
    }),
  );
}

/**
 * One recall's two sides, inside the caller's transaction (main wallet locked first): a
 * TRANSFER_OUT of `amount` into main and the same out of the game wallet, each under its own key.
 */
async function recallToMain(
  tx: Tx,
  move: { memberId: number; vassalage: string; amount: number; mainKey: string; vendorKey: string },
  at: Date,
): Promise<void> {
  const { memberId, vassalage, amount } = move;
  await postLedgerEntry(
    tx,
    {
      memberId,
      amount,
      kind: 'TRANSFER_OUT',
      idempotencyKey: move.mainKey,
      reference: `vendor:${vassalage}`,
    },
    at,
  );
  await postVendorEntry(
    tx,
    {
      memberId,
      vassalage,
      amount: -amount,
      kind: 'TRANSFER_OUT',
      idempotencyKey: move.vendorKey,
      reference: 'main',
    },
    at,
  );
}

function codeOf(error: unknown): string | null {
  return error instanceof HttpError ? (error.coded?.code ?? null) : null;
}

/**
 * Every vendor balance back to main, one vendor per transaction so one vendor's failure (its
 * maintenance) leaves the others' recalls standing; each result says what happened. The same key
 * again reports the first recall's amounts and moves nothing.
 */
export async function recallAll(db: Db, memberId: number, idempotencyKey: string, at: Date) {
  const results: RecallResult[] = [];
  for (const vendor of await transferVendors(db)) {
    const key = `recall:${idempotencyKey}`;
    try {
      const outcome = await oneAtATime(db, memberId, () =>
        db.transaction(async (tx) => {
          await lockMainWallet(tx, memberId);
          const [earlier] = await tx
            .select({ amount: vendorLedgerEntries.amount })
            .from(vendorLedgerEntries)
            .where(
              and(
                eq(vendorLedgerEntries.memberId, memberId),
                eq(vendorLedgerEntries.vassalage, vendor.vassalage),
                eq(vendorLedgerEntries.idempotencyKey, key),
              ),
            );
          if (earlier) return { status: 'RECALLED' as const, amount: -earlier.amount };
          const [row] = await tx
            .select({ balance: vendorWallets.balance })
            .from(vendorWallets)
            .where(and(eq(vendorWallets.memberId, memberId), eq(vendorWallets.vassalage, vendor.vassalage)))
            .for('update');
          const amount = row?.balance ?? 0;
          if (amount === 0) return { status: 'EMPTY' as const, amount: 0 };
          if (vendor.maintenance) throw fail(409, 'VENDOR_MAINTENANCE');
          await recallToMain(
            tx,
            {
              memberId,
              vassalage: vendor.vassalage,
              amount,
              mainKey: `${key}:${vendor.vassalage}`,
              vendorKey: key,
            },
            at,
          );
          return { status: 'RECALLED' as const, amount };
        }),
      );
      results.push({ vassalage: vendor.vassalage, name: vendor.name, ...outcome, code: null });
    } catch (error) {
      results.push({
        vassalage: vendor.vassalage,
        name: vendor.name,
        amount: 0,
        status: 'FAILED',
        code: codeOf(error),
      });
    }
  }
  return { mainBalance: (await readBalance(db, memberId))?.balance ?? 0, results };
}

export interface RecalledForDebit {
  /** moved from game wallets to main by this call */
  moved: number;
  /** what was still wanted and sits in a game wallet under maintenance, which cannot be moved now */
  heldBack: number;
}

/**
 * Brings up to `wanted` back to main from the member's game wallets, inside the caller's
 * transaction (which holds the main wallet row lock), so a debit that belongs to the member's
 * money wherever it is (a forfeited bonus) can take it from main. Fullest wallet first, each
 * move a TRANSFER_OUT on both sides as a recall writes; a vendor under maintenance is left alone
 * and what it holds of the rest of `wanted` is reported as held back.
 */
export async function recallForDebit(
  tx: Tx,
  memberId: number,
  wanted: number,
  idempotencyKey: string,
  at: Date,
): Promise<RecalledForDebit> {
  const open = new Map((await transferVendors(tx)).map((vendor) => [vendor.vassalage, vendor]));
  const held = await tx
    .select({ vassalage: vendorWallets.vassalage, balance: vendorWallets.balance })
    .from(vendorWallets)
    .where(and(eq(vendorWallets.memberId, memberId), sql`${vendorWallets.balance} > 0`))
    .orderBy(sql`${vendorWallets.balance} desc`, asc(vendorWallets.vassalage))
    .for('update');
  const movable = (vassalage: string) => open.get(vassalage)?.maintenance === false;
  let moved = 0;
  for (const wallet of held.filter((row) => movable(row.vassalage))) {
    const amount = Math.min(wallet.balance, wanted - moved);
    if (amount <= 0) break;
    const key = `${idempotencyKey}:${wallet.vassalage}`;
    await recallToMain(
      tx,
      { memberId, vassalage: wallet.vassalage, amount, mainKey: key, vendorKey: key },
      at,
    );
    moved += amount;
  }
  const stuck = held.filter((row) => !movable(row.vassalage)).reduce((sum, row) => sum + row.balance, 0);
  return { moved, heldBack: Math.min(stuck, wanted - moved) };
}

/** Sum of one vendor wallet's ledger: must always equal its balance (tests check it). */
export async function vendorLedgerSum(db: Db, memberId: number, vassalage: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${vendorLedgerEntries.amount}), 0)` })
    .from(vendorLedgerEntries)
    .where(and(eq(vendorLedgerEntries.memberId, memberId), eq(vendorLedgerEntries.vassalage, vassalage)));
  return Number(row?.sum ?? 0);
}

/** The balance a game plays from: its vendor's wallet for a transfer-wallet vendor, else main. */
export async function playBalance(db: Db, memberId: number, game: { category: string; vassalage: string }) {
  if (playsFromVendorWallet(game.category)) return readVendorBalance(db, memberId, game.vassalage);
  return (await readBalance(db, memberId))?.balance ?? 0;
}
