import { useTranslation } from '@marquee/i18n';
import { QueryState, VipBenefitsTable, VipNextLevel } from '@marquee/session';
import { useCallback } from 'react';
import { Link, useLocation } from 'react-router';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useVipRankQuery } from '../queries/vip-rank-query';
import { formatAmount } from '../shared/format-amount';
import { useVipLabelSync } from './use-vip-label-sync';
import { VipHistory } from './vip-history';

/**
 * The player rank page (playerRank): the level held, the way to the next level over the
 * qualifying period, every level's benefits and the member's level history, all as the platform
 * judged them. A member without a birthday on the profile is told where to set it, since the
 * birthday bonus is offered on it.
 */
export function PlayerRankPage() {
  const { t } = useTranslation();
  const { currencySymbol, locale, hrefOf } = useMemberCentreConfig();
  const { state } = useLocation();
  const rank = useVipRankQuery();
  useVipLabelSync(rank.data?.level);
  const money = useCallback(
    (minor: number) => formatAmount(minor, currencySymbol, locale),
    [currencySymbol, locale],
  );
  const data = rank.data;
  if (!data) return <QueryState query={rank} headingLevel="h3" />;
  return (
    <div className="mq-mc-section mq-mc-vip">
      <p className="mq-mc-vip__level">{t('vip_level_now', { level: data.level })}</p>
      <p>{t('vip_period', { days: data.period.days, from: data.period.from, to: data.period.to })}</p>
      <VipNextLevel rank={data} formatMoney={money} headingLevel="h3" className="mq-mc-vip__next" />
      {!data.hasBirthday && (
        <p role="note">
          {t('mcvip_birthday_needed')}{' '}
          {/* the overlay's background location rides along, as every member-centre link keeps it */}
          <Link to={hrefOf('securityCenter')} replace state={state}>
            {t('mcvip_birthday_set')}
          </Link>
        </p>
      )}
      <VipBenefitsTable
        levels={data.levels}
        current={data.level}
        formatMoney={money}
        locale={locale}
        mineClassName="mq-mc-vip__mine"
      />
      <VipHistory history={data.history} formatMoney={money} />
    </div>
  );
}
