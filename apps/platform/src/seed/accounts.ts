import { createHash } from 'node:crypto';
import { brandToday } from '@marquee/api-client/contract';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open';
import { knownIps, members, wallets } from '../db/schema';
import { createMember, type NewMember } from '../services/accounts/members';
import { hashPassword } from '../services/accounts/password-hash';
import { DAY } from '../services/clock';
import { raiseToEarnedLevel } from '../services/vip/vip-evaluation';
import { DEMO_CREDIT } from '../services/wallet/wallet';
import { hotGames } from './demo-history';
import { buildMemberHistory, MEMBER_HISTORY_ACCOUNTS, recordMemberHistory } from './member-history';

/**
 * The demo accounts (README "Accounts"). Deterministic: fixed names, numbers and labels, and
 * salts derived from the account name, so every seeded database holds the same rows. Their
 * passwords are public, so a derived salt costs nothing here; real members get random salts.
 */
interface DemoAccount {
  account: string;
  password: string;
  values: Omit<NewMember, 'account' | 'passwordHash'>;
  /** how long ago the password was set (the expired account's is 120 days old) */
  passwordAgeDays?: number;
  downlineOf?: string;
}

const PH = '63';

const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    account: 'demo',
    password: 'Demo1234!',
    values: {
      nickname: 'Demo Player',
      isAgent: 0,
      clubLabelName: 'VIP 1',
      rankLevel: 1,
      memberLabels: ['VIP'],
      mobile: '9170000001',
      countryDialingCode: PH,
      email: 'demo@marquee.test',
      realName: 'Dana Demo',
    },
  },
  {
    account: 'agent',
    password: 'Agent1234!',
    values: {
      nickname: 'Demo Agent',
      isAgent: 1,
      clubLabelName: 'VIP 1',
      rankLevel: 1,
      memberLabels: ['Agent'],
      mobile: '9170000002',
      countryDialingCode: PH,
      email: 'agent@marquee.test',
      realName: 'Alex Agent',
      affiliateCode: 'AGENT001',
    },
  },
  {
    account: 'downline1',
    password: 'Downline1234!',
    downlineOf: 'agent',
    values: {
      nickname: 'Downline One',
      isAgent: 0,
      toUpline: true,
      clubLabelName: 'VIP 1',
      rankLevel: 1,
      mobile: '9170000003',
      countryDialingCode: PH,
      // created by the agent with a temporary password: the first login asks for a new one
      firstTimeLogin: true,
    },
  },
  {
    account: 'downline2',
    password: 'Downline1234!',
    downlineOf: 'agent',
    values: {
      nickname: 'Downline Two',
      isAgent: 0,
      toUpline: true,
      clubLabelName: 'VIP 1',
      rankLevel: 1,
      mobile: '9170000004',
      countryDialingCode: PH,
    },
  },
  {
    // an agent under `agent`, with a member of its own: the demo team is three levels deep
    account: 'subagent',
    password: 'Subagent1234!',
    downlineOf: 'agent',
    values: {
      nickname: 'Sub Agent',
      isAgent: 2,
      toUpline: true,
      clubLabelName: 'VIP 1',
      rankLevel: 1,
      memberLabels: ['Agent'],
      mobile: '9170000006',
      countryDialingCode: PH,
      affiliateCode: 'AGENT002',
    },
  },
  {
    account: 'teamplayer',
    password: 'Teamplayer1234!',
    downlineOf: 'subagent',
    values: {
      nickname: 'Team Player',
      isAgent: 0,
      toUpline: true,
      clubLabelName: 'VIP 1',
      rankLevel: 1,
      mobile: '9170000007',
      countryDialingCode: PH,
    },
  },
  {
    // the agent types 41 and 42 the spec names beside 1 and 2: a network of their own, so the demo
    // team of `agent` stays as it is
    account: 'agent41',
    password: 'Agent41pass!',
    values: {
      nickname: 'Agent Forty-One',
      isAgent: 41,
      clubLabelName: 'VIP 1',
      rankLevel: 1,
      memberLabels: ['Agent'],
      mobile: '9170000008',
      countryDialingCode: PH,
      affiliateCode: 'AGENT041',
    },
  },
  {
    account: 'agent42',
    password: 'Agent42pass!',
    downlineOf: 'agent41',
    values: {
      nickname: 'Agent Forty-Two',
      isAgent: 42,
      toUpline: true,
      clubLabelName: 'VIP 1',
      rankLevel: 1,
      memberLabels: ['Agent'],
      mobile: '9170000009',
      countryDialingCode: PH,
      affiliateCode: 'AGENT042',
    },
  },
  {
    account: 'expired',
    password: 'Expired1234!',
    passwordAgeDays: 120,
    values: {
      nickname: 'Expired Password',
      isAgent: 0,
      clubLabelName: 'VIP 1',
      rankLevel: 1,
      mobile: '9170000005',
      countryDialingCode: PH,
      email: 'expired@marquee.test',
    },
  },
];

/** loopback addresses every demo account has signed in from, so local logins are not challenged */
const SEEDED_KNOWN_IPS = ['127.0.0.1', '::1'];

function seedSalt(account: string): Buffer {
  return createHash('sha256').update(`marquee-seed:${account}`).digest().subarray(0, 16);
}

const demoHashes = () =>
  Promise.all(DEMO_ACCOUNTS.map((demo) => hashPassword(demo.password, seedSalt(demo.account))));

/**
 * The demo accounts in this database that still have their published password (a database the
 * demo ran on), so a production start can refuse it.
 */
export async function demoAccountsIn(db: Db): Promise<string[]> {
  const rows = await db
    .select({ account: members.account, passwordHash: members.passwordHash })
    .from(members)
    .where(
      inArray(
        members.account,
        DEMO_ACCOUNTS.map((demo) => demo.account),
      ),
    );
  if (rows.length === 0) return [];
  const published = new Set(await demoHashes());
  return rows.filter((row) => row.passwordHash && published.has(row.passwordHash)).map((row) => row.account);
}

/**
 * Writes the demo accounts when the members table is empty; returns whether it did. Dated from
 * the moment of seeding (not a fixed date), so the demo passwords stay younger than the 90-day
 * expiry however long the database lives, and only `expired` is past it. The accounts of
 * MEMBER_HISTORY_ACCOUNTS opened weeks earlier and come with their rounds and deposits since.
 */
export async function seedAccounts(db: Db, seed: number, at: Date = new Date()): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(members);
  if ((existing?.value ?? 0) > 0) return false;
  const hashes = await demoHashes();
  const games = await hotGames(db);
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const [index, demo] of DEMO_ACCOUNTS.entries()) {
      const uplineId = demo.downlineOf ? ids.get(demo.downlineOf) : undefined;
      const history =
        games.length > 0 && (MEMBER_HISTORY_ACCOUNTS as readonly string[]).includes(demo.account)
          ? buildMemberHistory(seed, demo.account, games, at)
          : null;
      const member = await createMember(
        tx,
        { ...demo.values, account: demo.account, passwordHash: hashes[index]!, uplineId: uplineId ?? null },
        {
          at: history?.start ?? at,
          passwordChangedAt: new Date(at.getTime() - (demo.passwordAgeDays ?? 0) * DAY),
          credit: history?.opening ?? DEMO_CREDIT,
        },
      );
      ids.set(demo.account, member.id);
      await tx
        .insert(knownIps)
        .values(SEEDED_KNOWN_IPS.map((ip) => ({ memberId: member.id, ip, firstSeenAt: at })));
      if (!history) continue;
      const balance = await recordMemberHistory(tx, member.id, history);
      await tx.update(wallets).set({ balance, updatedAt: at }).where(eq(wallets.memberId, member.id));
      // every account opens at VIP 1 and holds the level its own history earns, as the rank page counts it
      await raiseToEarnedLevel(tx, member.id, brandToday(at), at);
    }
  });
  return true;
}
