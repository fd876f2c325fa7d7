import {
  type AddBankAccountRequest,
  type BankAccount,
  isAccountNumber,
  MAX_BANK_ACCOUNTS,
  sameHolderName,
} from '@marquee/api-client/contract';
import { and, asc, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { bankAccounts, members } from '../../db/schema';
import { fail, notFound } from '../../http/http-error';
import { brandBanks } from '../../reference/banks';
import { lockKeys } from '../accounts/advisory-lock';
import { isUniqueViolation } from '../accounts/members';
import { currentMember } from '../accounts/profile';
import { randomToken } from '../accounts/tokens';
import type { AccountDeps } from '../deps';
import { verifyPaymentPassword } from './payment-password';

type Row = typeof bankAccounts.$inferSelect;

const mask = (number: string) => `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;

function toBankAccount(row: Row): BankAccount {
  const bank = brandBanks().find((candidate) => candidate.code === row.bankCode);
  return {
    id: row.publicId,
    bankCode: row.bankCode,
    bankName: bank?.name ?? row.bankCode,
    kind: bank?.kind ?? 'BANK',
    accountName: row.accountName,
    accountNumber: mask(row.accountNumber),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listBankAccounts(deps: AccountDeps, memberId: number): Promise<BankAccount[]> {
  const rows = await deps.db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.memberId, memberId))
    .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id));
  return rows.map(toBankAccount);
}

/** The holder names of the member's accounts: the second factor BANK_ACCOUNT_NAME checks against them. */
export async function holderNames(deps: AccountDeps, memberId: number): Promise<string[]> {
  const rows = await deps.db
    .select({ accountName: bankAccounts.accountName })
    .from(bankAccounts)
    .where(eq(bankAccounts.memberId, memberId));
  return rows.map((row) => row.accountName);
}

/**
 * Adds an account from the brand's list in the member's real name. The count and the insert run
 * under a lock on the member, so parallel adds cannot pass MAX_BANK_ACCOUNTS together.
 */
export async function addBankAccount(
  deps: AccountDeps,
  memberId: number,
  request: AddBankAccountRequest,
): Promise<BankAccount> {
  if (!brandBanks().some((bank) => bank.code === request.bankCode)) throw fail(400, 'UNKNOWN_BANK');
  const accountNumber = request.accountNumber.replace(/[\s-]/g, '');
  if (!isAccountNumber(accountNumber)) throw fail(400, 'ACCOUNT_NUMBER_FORMAT');
  const member = await currentMember(deps, memberId);
  if (!member.realName) throw fail(400, 'REAL_NAME_REQUIRED');
  if (!sameHolderName(request.accountName, member.realName)) throw fail(400, 'ACCOUNT_NAME_MISMATCH');
  try {
    return await deps.db.transaction(async (tx) => {
      await lockKeys(tx, [`bank-accounts:member:${memberId}`]);
      const [held] = await tx
        .select({ n: count() })
        .from(bankAccounts)
        .where(eq(bankAccounts.memberId, memberId));
      if ((held?.n ?? 0) >= MAX_BANK_ACCOUNTS)
        throw fail(400, 'TOO_MANY_BANK_ACCOUNTS', { max: MAX_BANK_ACCOUNTS });
      const [row] = await tx
        .insert(bankAccounts)
        .values({
          publicId: randomToken(12),
          memberId,
          bankCode: request.bankCode,
          // the holder name as the real name writes it, whatever case or spacing was typed
          accountName: member.realName as string,
          accountNumber,
          createdAt: deps.clock.now(),
        })
        .returning();
      if (!row) throw new Error('bank account not added');
      return toBankAccount(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'bank_accounts_member_number')) throw fail(400, 'BANK_ACCOUNT_TAKEN');
    throw error;
  }
}

/** Removes one of the member's accounts after the payment password; another member's answers 404. */
export async function removeBankAccount(
  deps: AccountDeps,
  memberId: number,
  { id, paymentPassword }: { id: string; paymentPassword: string },
): Promise<void> {
  const mine = and(eq(bankAccounts.publicId, id), eq(bankAccounts.memberId, memberId));
  const [row] = await deps.db.select({ id: bankAccounts.id }).from(bankAccounts).where(mine);
  if (!row) throw notFound('Bank account not found');
  await verifyPaymentPassword(deps, memberId, paymentPassword);
  await deps.db.delete(bankAccounts).where(mine);
}

export interface SharedBankAccount {
  bankCode: string;
  accountNumber: string;
  /** the members' account names, in the order they added it */
  accounts: string[];
}

/**
 * The bank accounts bound by more than one member (platform CLI): one person's account under
 * several members is how bonuses are farmed and winnings moved, so the operator reviews them.
 */
export async function sharedBankAccounts(db: Db): Promise<SharedBankAccount[]> {
  const shared = await db
    .select({ bankCode: bankAccounts.bankCode, accountNumber: bankAccounts.accountNumber })
    .from(bankAccounts)
    .groupBy(bankAccounts.bankCode, bankAccounts.accountNumber)
    .having(sql`${countDistinct(bankAccounts.memberId)} > 1`)
    .orderBy(bankAccounts.bankCode, bankAccounts.accountNumber);
  if (shared.length === 0) return [];
  const holders = await db
    .select({
      bankCode: bankAccounts.bankCode,
      accountNumber: bankAccounts.accountNumber,
      account: members.account,
    })
    .from(bankAccounts)
    .innerJoin(members, eq(members.id, bankAccounts.memberId))
    .where(
      inArray(
        bankAccounts.accountNumber,
        shared.map((entry) => entry.accountNumber),
      ),
    )
    .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id));
  return shared.map((entry) => ({
    ...entry,
    accounts: holders
      .filter((holder) => holder.bankCode === entry.bankCode && holder.accountNumber === entry.accountNumber)
      .map((holder) => holder.account),
  }));
}
