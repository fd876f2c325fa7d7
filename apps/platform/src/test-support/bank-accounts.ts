import type { Db } from '../db/open';
import { bankAccounts } from '../db/schema';

/**
 * Binds a bank account to a member directly in the database (the account page's rules are
 * tested on their own), so a test can withdraw to `publicId`.
 */
export async function addBankAccount(db: Db, memberId: number, publicId: string): Promise<void> {
  await db.insert(bankAccounts).values({
    publicId,
    memberId,
    bankCode: 'BDO',
    accountName: 'Test Account',
    accountNumber: '1234567890',
    createdAt: new Date(),
  });
}
