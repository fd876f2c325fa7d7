import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ledgerEntryColumns, memberRef } from './accounts';
import { serialId, timestamptz } from './columns';

// ---------------------------------------------------------------------------------------------
// Vendor wallets: where the brand's merchant wallet is not single, each transfer-wallet vendor's
// games play from a balance of its own, filled from and recalled to the main wallet. Like the main
// wallet, a balance changes only through its ledger (services/wallet/vendor-wallets.ts).
// ---------------------------------------------------------------------------------------------

export const vendorWallets = pgTable(
  'vendor_wallets',
  {
    memberId: memberRef(),
    vassalage: text('vassalage').notNull(),
    /** integer minor units */
    balance: bigint('balance', { mode: 'number' }).notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.vassalage] }),
    check('vendor_wallets_balance_non_negative', sql`${table.balance} >= 0`),
  ],
);

export const vendorLedgerEntries = pgTable(
  'vendor_ledger_entries',
  {
    id: serialId(),
    memberId: memberRef(),
    vassalage: text('vassalage').notNull(),
    ...ledgerEntryColumns(),
  },
  (table) => [
    uniqueIndex('vendor_ledger_entries_idempotency').on(
      table.memberId,
      table.vassalage,
      table.idempotencyKey,
    ),
    index('vendor_ledger_entries_wallet').on(table.memberId, table.vassalage),
    check('vendor_ledger_entries_balance_after_non_negative', sql`${table.balanceAfter} >= 0`),
  ],
);
