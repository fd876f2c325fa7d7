import { useTranslation } from '@marquee/i18n';
import { QueryState } from '@marquee/session';
import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useReferralQuery } from '../queries/referral-query';
import { formatAmount } from '../shared/format-amount';
import { ReferralFriends } from './referral-friends';
import { ReferralRules } from './referral-rules';
import { ReferralShare } from './referral-share';

/**
 * Invite friends (referral): the member's code and link to hand out, the rule for a friend's
 * reward, what the member has earned, and the friends who registered with the code.
 */
export function ReferralPage() {
  const { t } = useTranslation();
  const { currencySymbol, locale, hrefOf, referralLinkOf } = useMemberCentreConfig();
  const [page, setPage] = useState(1);
  const referral = useReferralQuery(page);
  const earningsId = useId();
  const money = useCallback(
    (minor: number) => formatAmount(minor, currencySymbol, locale),
    [currencySymbol, locale],
  );
  const data = referral.data;
  if (!data) return <QueryState query={referral} headingLevel="h3" />;
  return (
    <div className="mq-mc-section mq-mc-referral">
      <div className="mq-mc-referral__top">
        <ReferralShare code={data.code} link={referralLinkOf(data.code)} />
        <ReferralRules rules={data.rules} formatMoney={money} />
      </div>
      <section className="mq-mc-referral__earnings" aria-labelledby={earningsId}>
        <h3 id={earningsId}>{t('mcref_earnings_title')}</h3>
        <dl>
          <div>
            <dt>{t('mcref_earned')}</dt>
            <dd>{money(data.earnings.claimed)}</dd>
          </div>
          <div>
            <dt>{t('mcref_waiting')}</dt>
            <dd>{money(data.earnings.waiting)}</dd>
          </div>
        </dl>
        {data.earnings.waiting > 0 && <Link to={hrefOf('rewardCenter')}>{t('mcref_claim_in_centre')}</Link>}
      </section>
      <ReferralFriends data={data} loading={referral.isPlaceholderData} onPageChange={setPage} />
    </div>
  );
}
