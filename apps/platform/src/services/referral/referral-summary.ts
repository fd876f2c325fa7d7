import {
  REFERRAL_PAGE_SIZE,
  type ReferralFriend,
  type ReferralQuery,
  type ReferralResponse,
  type ReferralRewardState,
} from '@marquee/api-client/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { BRAND_REFERRAL, BRAND_REWARDS } from '../../reference/brand';
import { maskName } from '../games/winners';
import { rowsOf } from '../records/bet-sources';
import { checkedPage } from '../records/record-range';
import { referralCodeOf } from './referral-code';
import { offerReferralRewards, referralOfferKeySql, sharesIdentitySql } from './referral-rewards';

interface FriendRow {
  account: string;
  created_at: string | Date;
  deposited: boolean;
  claimed_at: string | Date | null;
  claim_by: string | Date | null;
  not_independent: boolean;
}

function stateOf(row: FriendRow, at: Date): ReferralRewardState {
  if (row.claim_by === null) return row.not_independent ? 'NOT_ELIGIBLE' : 'PENDING';
  if (row.claimed_at !== null) return 'CLAIMED';
  return new Date(row.claim_by) > at ? 'WAITING' : 'EXPIRED';
}

/**
 * The invite-friends page: the member's code (made on the first visit), the brand's rule, what
 * the member has earned, and a page of the friends who registered with the code, newest first.
 * The rewards the member's friends have earned are offered first, so the page never shows a
 * friend as pending whose reward is due. A trial account has no page (the session guard's
 * TRIAL_ACCOUNT).
 */
export async function referralSummary(
  db: Db,
  memberId: number,
  query: ReferralQuery,
  at: Date,
): Promise<ReferralResponse> {
  const code = await referralCodeOf(db, memberId);
  await offerReferralRewards(db, at, { referrerId: memberId });
  const [counts] = rowsOf<{ friends: string | number; claimed: string | number; waiting: string | number }>(
    await db.execute(sql`select
      (select count(*) from members where referred_by = ${memberId}) as friends,
      coalesce(sum(amount) filter (where claimed_at is not null), 0) as claimed,
      coalesce(sum(amount) filter (where claimed_at is null and claim_by > ${at.toISOString()}), 0) as waiting
      from member_rewards where member_id = ${memberId} and source = 'REFERRAL'`),
  );
  const totalRows = Number(counts?.friends ?? 0);
  const totalPages = Math.ceil(totalRows / REFERRAL_PAGE_SIZE);
  const page = checkedPage(query.page ?? 1, totalPages);
  const rows = rowsOf<FriendRow>(
    await db.execute(sql`
      select f.account, f.created_at,
        exists (select 1 from ledger_entries e where e.member_id = f.id and e.kind = 'DEPOSIT') as deposited,
        r.claimed_at, r.claim_by, ${sharesIdentitySql('f')} as not_independent
      from members f
      left join member_rewards r on r.member_id = ${memberId} and r.offer_key = ${referralOfferKeySql('f')}
      where f.referred_by = ${memberId}
      order by f.created_at desc, f.id desc
      limit ${REFERRAL_PAGE_SIZE} offset ${(page - 1) * REFERRAL_PAGE_SIZE}`),
  );
  const friends: ReferralFriend[] = rows.map((row) => ({
    name: maskName(row.account),
    registeredAt: new Date(row.created_at).toISOString(),
    firstDeposit: Boolean(row.deposited),
    rewardState: stateOf(row, at),
  }));
  return {
    code,
    rules: {
      ...BRAND_REFERRAL,
      wageringMultiple: BRAND_REWARDS.wageringMultiple.REFERRAL,
      claimDays: BRAND_REWARDS.claimDays,
    },
    earnings: { claimed: Number(counts?.claimed ?? 0), waiting: Number(counts?.waiting ?? 0) },
    friends,
    page,
    pageSize: REFERRAL_PAGE_SIZE,
    totalRows,
    totalPages,
  };
}
