import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberRef, members } from './accounts';
import { serialId, timestamptz } from './columns';

// ---------------------------------------------------------------------------------------------
// My account: bank accounts, the payment password's failed attempts, sign-in history and the
// authenticator secret. Real name, birthday, payment password hash and the bound mobile and email
// are columns of `members` (registration may set them too).
// ---------------------------------------------------------------------------------------------

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serialId(),
    /** random, so one member cannot guess another's */
    publicId: text('public_id').notNull(),
    memberId: memberRef(),
    bankCode: text('bank_code').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('bank_accounts_public_id').on(table.publicId),
    uniqueIndex('bank_accounts_member_number').on(table.memberId, table.bankCode, table.accountNumber),
  ],
);

export const signIns = pgTable(
  'sign_ins',
  {
    id: serialId(),
    memberId: memberRef(),
    at: timestamptz('at').notNull(),
    ip: text('ip').notNull(),
    /** the user agent, cut to 200 characters */
    device: text('device').notNull(),
  },
  (table) => [index('sign_ins_member').on(table.memberId, table.at)],
);

/**
 * The member's authenticator secret, AES-GCM encrypted (services/account-security/secret-box.ts):
 * `pending` from setup until a first code binds it, then `bound`.
 */
export const totpSecrets = pgTable('totp_secrets', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  pendingSecret: text('pending_secret'),
  boundSecret: text('bound_secret'),
  boundAt: timestamptz('bound_at'),
  /** the time step of the last accepted code: a code is good once (RFC 6238 §5.2) */
  lastStep: integer('last_step'),
});

/** Codes mailed to prove an address before it is bound; only their hash is kept. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serialId(),
    memberId: memberRef(),
    /** lower-cased */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('email_codes_member').on(table.memberId, table.email)],
);
