import type { MemberInfo, MemberType } from '@marquee/api-client/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { knownIps, members } from '../../db/schema';
import type { AccountDeps } from '../deps';
import { DEMO_CREDIT, openWallet } from '../wallet/wallet';

export type Member = typeof members.$inferSelect;
export type NewMember = Omit<typeof members.$inferInsert, 'id' | 'createdAt' | 'passwordChangedAt'>;

/** The wallet currency of the demo brand (PHP ₱, as in the permission info). */
export const WALLET_CURRENCY = 'PHP';

/** Case-insensitive: `Demo` and `demo` are one account. */
export async function findMemberByAccount(db: Db, account: string): Promise<Member | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(sql`lower(${members.account}) = ${account.toLowerCase()}`);
  return row ?? null;
}

export async function findMemberById(db: Db, id: number): Promise<Member | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row ?? null;
}

export async function findMemberByMobile(
  db: Db,
  countryDialingCode: string,
  mobile: string,
): Promise<Member | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.countryDialingCode, countryDialingCode), eq(members.mobile, mobile)));
  return row ?? null;
}

/**
 * A mobile number typed as a login name (the automatic login after a phone reset sends the trimmed
 * number with type ''): the bare number, or the number with its dialling code in front. Null
 * unless exactly one member matches, so an ambiguous number never signs in to the wrong account.
 */
export async function findMemberByLoginMobile(db: Db, value: string): Promise<Member | null> {
  const digits = value.replace(/^\+/, '');
  if (!/^[0-9]{6,15}$/.test(digits)) return null;
  const rows = await db
    .select()
    .from(members)
    .where(
      or(eq(members.mobile, digits), sql`${members.countryDialingCode} || ${members.mobile} = ${digits}`),
    )
    .limit(2);
  return rows.length === 1 ? rows[0]! : null;
}

/**
 * The play money a newly registered member starts with: the demo's 10,000.00 in demo mode only;
 * in production a member's money comes in by deposit.
 */
export const openingCredit = (deps: AccountDeps): number => (deps.config.demo ? DEMO_CREDIT : 0);

/**
 * Creates the member and its wallet with `credit` of play money (see openWallet) in one
 * transaction (the caller's, when it passes one), and records the registration IP as known so the
 * first login from it is not challenged.
 */
export async function createMember(
  db: Db | Tx,
  values: NewMember,
  options: { at: Date; credit: number; passwordChangedAt?: Date; knownIp?: string | null },
): Promise<Member> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({
        ...values,
        registrationIp: options.knownIp ?? null,
        createdAt: options.at,
        passwordChangedAt: options.passwordChangedAt ?? options.at,
      })
      .returning();
    if (!member) throw new Error('member insert returned nothing');
    await openWallet(tx, member.id, WALLET_CURRENCY, options.at, options.credit);
    if (options.knownIp) {
      await tx.insert(knownIps).values({ memberId: member.id, ip: options.knownIp, firstSeenAt: options.at });
    }
    return member;
  });
}

/** Postgres unique violation (also raised by PGlite), for "already exists" answers under a race. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === '23505') return !constraint || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}

export function toMemberInfo(member: Member, currency: string, passwordChangePending: boolean): MemberInfo {
  const optional = <K extends string>(key: K, value: string | null) =>
    (value ? { [key]: value } : {}) as Partial<Record<K, string>>;
  return {
    id: member.publicId,
    account: member.account,
    nickname: member.nickname,
    type: member.isAgent as MemberType,
    isAgent: member.isAgent as MemberType,
    toUpline: member.toUpline,
    clubLabel:
      member.clubLabelName !== null && member.rankLevel !== null
        ? { labelName: member.clubLabelName, rankLevel: member.rankLevel }
        : null,
    memberLabel: member.memberLabels.map((labelName) => ({ labelName })),
    ...optional('mobile', member.mobile),
    ...optional('countryDialingCode', member.countryDialingCode),
    ...optional('email', member.email),
    ...optional('realName', member.realName),
    currency,
    createdAt: member.createdAt.toISOString(),
    passwordChangePending,
  };
}
