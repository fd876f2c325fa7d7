import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigserialId, serialId, timestamptz } from './columns';
import { publicId } from './public-id';

// ---------------------------------------------------------------------------------------------
// Accounts: members, wallets and their ledger, sessions and the sign-in machinery.
// Every time column is written from the injectable clock (services/clock.ts), never from now()
// in SQL, so tests and the dev clock route can move time for expiry rules.
// ---------------------------------------------------------------------------------------------

export const members = pgTable(
  'members',
  {
    id: serialId(),
    publicId: publicId(),
    /** as typed at registration; uniqueness is case-insensitive (members_account_lower) */
    account: text('account').notNull(),
    nickname: text('nickname').notNull(),
    /** MEMBER_TYPE: 0 member, 1/2/41/42 agents, 4 trial */
    isAgent: smallint('is_agent').notNull().default(0),
    /** the agent this member was registered under (agent downline) */
    uplineId: integer('upline_id').references((): AnyPgColumn => members.id),
    /**
     * This member's invite-friends code, made the first time they open the page (uppercase);
     * unique. Distinct from the agent's invitation code: a friend joins no downline.
     */
    referralCode: text('referral_code'),
    /** the member whose referral code this member registered with */
    referredBy: integer('referred_by').references((): AnyPgColumn => members.id),
    toUpline: boolean('to_upline').notNull().default(false),
    clubLabelName: text('club_label_name'),
    rankLevel: integer('rank_level'),
    memberLabels: jsonb('member_labels').$type<string[]>().notNull().default([]),
    /** digits, without the country dialling code; unique together with it */
    mobile: text('mobile'),
    countryDialingCode: text('country_dialing_code'),
    email: text('email'),
    realName: text('real_name'),
    fullName: text('full_name'),
    qqNum: text('qq_num'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    telegram: text('telegram'),
    idNumber: text('id_number'),
    line: text('line'),
    zalo: text('zalo'),
    wechat: text('wechat'),
    birthday: text('birthday'),
    /** when the member set the birthday (it is set once); the birthday bonus asks it to be old enough */
    birthdaySetAt: timestamptz('birthday_set_at'),
    recommenderId: text('recommender_id'),
    address: text('address'),
    nationality: text('nationality'),
    occupation: text('occupation'),
    sourceOfIncome: text('source_of_income'),
    paymentPasswordHash: text('payment_password_hash'),
    /** this member's own invitation code (agents hand it out); unique */
    affiliateCode: text('affiliate_code'),
    /** null: no password (mobile registration without MOBILENUMPASSREG3 signs in by SMS code) */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamptz('password_changed_at').notNull(),
    /** the latest change of a bound mobile or email (not a first binding): withdrawals wait 24 hours after it */
    contactChangedAt: timestamptz('contact_changed_at'),
    /** set for accounts created by an agent or the seed with a temporary password */
    firstTimeLogin: boolean('first_time_login').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
    registrationIp: text('registration_ip'),
    /** the language the member last chose (PUT member.language while signed in); null: never told */
    language: text('language'),
    /** the avatar chosen from the brand's set (reference/avatars.ts); null: none chosen */
    avatarId: text('avatar_id'),
  },
  (table) => [
    uniqueIndex('members_account_lower').on(sql`lower(${table.account})`),
    uniqueIndex('members_mobile').on(table.countryDialingCode, table.mobile),
    uniqueIndex('members_affiliate_code').on(table.affiliateCode),
    uniqueIndex('members_referral_code').on(table.referralCode),
    uniqueIndex('members_public_id').on(table.publicId),
    // the invite-friends page lists a member's friends, newest first
    index('members_referred_by').on(table.referredBy, table.createdAt),
    index('members_email_lower').on(sql`lower(${table.email})`),
  ],
);

/** One wallet per member. The balance changes only through ledger entries (services/wallet/wallet.ts). */
/** The member a row belongs to: required, and the row goes when the member does. */
export const memberRef = () =>
  integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/** What every ledger's entry holds, the main wallet's and each game wallet's alike. */
export const ledgerEntryColumns = () => ({
  /** signed integer minor units: credits positive, debits negative */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
  /** what moved the money (a game wallet's: TRANSFER_IN, TRANSFER_OUT, BET, WIN) */
  kind: text('kind').notNull(),
  /** a retried money mutation with the same key is applied once */
  idempotencyKey: text('idempotency_key').notNull(),
  reference: text('reference'),
  createdAt: timestamptz('created_at').notNull(),
});

export const wallets = pgTable(
  'wallets',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** integer minor units (centavos) */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [check('wallets_balance_non_negative', sql`${table.balance} >= 0`)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserialId(),
    publicId: publicId(),
    memberId: memberRef(),
    ...ledgerEntryColumns(),
  },
  (table) => [
    uniqueIndex('ledger_entries_member_idempotency').on(table.memberId, table.idempotencyKey),
    uniqueIndex('ledger_entries_public_id').on(table.publicId),
    // the account record reads one member's entries by time
    index('ledger_entries_member_time').on(table.memberId, table.createdAt, table.id),
    check('ledger_entries_balance_after_non_negative', sql`${table.balanceAfter} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serialId(),
    /** SHA-256 of the bearer token (hex); the token itself is never stored */
    tokenHash: text('token_hash').notNull().unique(),
    memberId: memberRef(),
    createdAt: timestamptz('created_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    /** absolute end of life (created + 12 h), whatever the activity */
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    ip: text('ip'),
    /**
     * opened by a login that answered firstTimeLogin or passwordExpired (PWDEXPFORCECHANGE3): until
     * the password is changed, the session may only change it, read the member and the balance, or
     * log out (http/require-session.ts)
     */
    passwordChangePending: boolean('password_change_pending').notNull().default(false),
  },
  (table) => [index('sessions_member').on(table.memberId)],
);

/** IPs a member has signed in from (or registered from); a new one asks for a second factor. */
export const knownIps = pgTable(
  'known_ips',
  {
    memberId: memberRef(),
    ip: text('ip').notNull(),
    firstSeenAt: timestamptz('first_seen_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.ip] })],
);

/**
 * Password login attempts, counted per account-and-IP pair, per IP and per account for the captcha
 * rule and throttling. A row is written before the password is checked (the attempt is reserved)
 * and removed when the password was right, so what stays is the failures.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serialId(),
    /** lower-cased name as typed (also for unknown accounts, so probing is throttled too) */
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    at: timestamptz('at').notNull(),
    /**
     * false once the account signed in successfully since: the failure still counts for its pair
     * and its IP, no longer for the account's captcha
     */
    countsForAccount: boolean('counts_for_account').notNull().default(true),
  },
  (table) => [index('login_failures_account').on(table.account), index('login_failures_ip').on(table.ip)],
);

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  /** lower-cased: answers are case-insensitive */
  answer: text('answer').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serialId(),
    countryDialingCode: text('country_dialing_code').notNull(),
    mobile: text('mobile').notNull(),
    /** REGISTER (sms/register*) or NO_LOGIN (login by code, phone reset, second factor) */
    purpose: text('purpose').notNull(),
    /** SHA-256 of the code: the database never holds a usable code */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('sms_codes_number').on(table.countryDialingCode, table.mobile)],
);

/** A login from an unregistered IP waiting for its second factor. */
export const secondFactorChallenges = pgTable('second_factor_challenges', {
  id: text('id').primaryKey(),
  memberId: memberRef(),
  ip: text('ip').notNull(),
  methods: jsonb('methods').$type<string[]>().notNull(),
  /** SHA-256 of the code mailed for the EMAIL method (the SMS method uses sms_codes) */
  emailCodeHash: text('email_code_hash'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/** Forgot-password mails: the reset code is stored hashed. */
export const passwordResets = pgTable('password_resets', {
  id: serialId(),
  memberId: memberRef(),
  codeHash: text('code_hash').notNull().unique(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/** A social identity bound to one member; binding is permanent. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serialId(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: memberRef(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [uniqueIndex('social_identities_subject').on(table.provider, table.subject)],
);

/**
 * Identity tokens that already signed someone in, linked or registered: a token works once.
 * Kept by SHA-256 until the token would have expired anyway.
 */
export const usedIdTokens = pgTable(
  'used_id_tokens',
  {
    provider: text('provider').notNull(),
    tokenHash: text('token_hash').notNull(),
    usedAt: timestamptz('used_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.tokenHash] })],
);

/**
 * Dev outbox: the SMS, mails and captcha answers the platform "sent". Written only in demo mode
 * (services/accounts/outbox.ts), read by GET /__dev/outbox.
 */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    /** mobile (dialling code + number), email, or captcha id */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('dev_outbox_recipient').on(table.kind, table.recipient)],
);

/**
 * One row per counted request of a rate-limited action (reset mails, SMS, registration attempts),
 * under every key it counts against (`reset-mail:ip:…`, `sms:number:…`); counted over a window.
 */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: bigserialId(),
    key: text('key').notNull(),
    at: timestamptz('at').notNull(),
  },
  (table) => [index('rate_events_key_at').on(table.key, table.at)],
);
