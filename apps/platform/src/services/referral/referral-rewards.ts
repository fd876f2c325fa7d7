import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { BRAND_REFERRAL } from '../../reference/brand';
import { maskName } from '../games/winners';
import { rowsOf } from '../records/bet-sources';
import { validBetBetween } from '../records/valid-bet';
import { offerReward } from '../rewards/offer-reward';

const OFFER_PREFIX = 'REFERRAL:';

/** The reward for a friend: one per referrer and friend, whatever runs the check and how often. */
function referralOfferKey(friendId: number): string {
  return `${OFFER_PREFIX}${friendId}`;
}

/** The same key in SQL, for the friend row aliased `friend`. */
export function referralOfferKeySql(friend: string): SQL {
  return sql`concat(${OFFER_PREFIX}::text, ${sql.raw(friend)}.id)`;
}

/**
 * Whether the friend (the member row aliased `friend`) is not independent of the member who
 * referred them: registered from an address the referrer registered or signed in from, signed in
 * from the same device (browser and address) as the referrer, or holding one of the referrer's
 * bank accounts. Such a friend stays registered but earns the referrer nothing: a second account
 * of the same person is not a friend brought in.
 */
export function sharesIdentitySql(friend: string): SQL {
  const f = sql.raw(friend);
  return sql`(
    exists (select 1 from members r where r.id = ${f}.referred_by
      and r.registration_ip = ${f}.registration_ip)
    or exists (select 1 from known_ips k where k.member_id = ${f}.referred_by
      and k.ip = ${f}.registration_ip)
    or exists (select 1 from sign_ins mine join sign_ins theirs
        on theirs.ip = mine.ip and theirs.device = mine.device and mine.device <> ''
      where mine.member_id = ${f}.id and theirs.member_id = ${f}.referred_by)
    or exists (select 1 from bank_accounts mine join bank_accounts theirs
        on theirs.bank_code = mine.bank_code and theirs.account_number = mine.account_number
      where mine.member_id = ${f}.id and theirs.member_id = ${f}.referred_by))`;
}

interface Candidate {
  friend_id: number;
  referrer_id: number;
  account: string;
  created_at: string | Date;
}

export interface ReferralRun {
  /** friends whose first deposit reached the threshold and whose reward was not yet offered */
  looked: number;
  offered: number;
  total: number;
}

/**
 * Offers the member who referred a friend BRAND_REFERRAL's reward once that friend's first
 * deposit and valid bets (since registering) reach its thresholds and the friend's account is
 * independent of the member's (sharesIdentitySql), counting activity before
 * `scope.until`. Only friends whose reward is not offered yet are read, and the first-deposit test is
 * one indexed row per friend; `scope` narrows it to one member's friends (their page) or to given
 * friends (those just active). The reward's unique offer key makes a second run, or two at once,
 * offer nothing more.
 */
export async function offerReferralRewards(
  db: Db,
  at: Date,
  scope: { referrerId?: number; friendIds?: readonly number[]; until?: Date } = {},
): Promise<ReferralRun> {
  // by default everything recorded so far, `at` included
  const until = (scope.until ?? new Date(at.getTime() + 1)).toISOString();
  const conditions: SQL[] = [sql`f.referred_by is not null`];
  if (scope.referrerId !== undefined) conditions.push(sql`f.referred_by = ${scope.referrerId}`);
  if (scope.friendIds) {
    if (scope.friendIds.length === 0) return { looked: 0, offered: 0, total: 0 };
    conditions.push(
      sql`f.id in (${sql.join(
        scope.friendIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  const candidates = rowsOf<Candidate>(
    await db.execute(sql`
      select f.id as friend_id, f.referred_by as referrer_id, f.account, f.created_at
      from members f
      join lateral (
        select e.amount from ledger_entries e
        where e.member_id = f.id and e.kind = 'DEPOSIT' and e.created_at < ${until}
        order by e.created_at, e.id limit 1
      ) first_deposit on true
      where ${sql.join(conditions, sql` and `)}
        and first_deposit.amount >= ${BRAND_REFERRAL.firstDeposit}
        and not ${sharesIdentitySql('f')}
        and not exists (select 1 from member_rewards r
          where r.member_id = f.referred_by and r.offer_key = ${referralOfferKeySql('f')})`),
  );
  let offered = 0;
  for (const candidate of candidates) {
    const friendId = Number(candidate.friend_id);
    const validBet = await validBetBetween(db, friendId, new Date(candidate.created_at), new Date(until));
    if (validBet < BRAND_REFERRAL.validBet) continue;
    const isNew = await offerReward(
      db,
      {
        memberId: Number(candidate.referrer_id),
        source: 'REFERRAL',
        offerKey: referralOfferKey(friendId),
        amount: BRAND_REFERRAL.reward,
        detail: { friend: maskName(candidate.account) },
      },
      at,
    );
    if (isNew) offered += 1;
  }
  return { looked: candidates.length, offered, total: offered * BRAND_REFERRAL.reward };
}
