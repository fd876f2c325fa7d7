import type { AffiliateProgramme as Programme } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { minorToMajor } from '@marquee/ui-kit';
import { useId } from 'react';

export interface AffiliateProgrammeProps {
  programme: Programme;
  currencySymbol: string;
  locale?: string | undefined;
}

/** What an agent earns: the brand's commission tiers, when they are paid and the daily rebate. */
export function AffiliateProgramme({ programme, currencySymbol, locale }: AffiliateProgrammeProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const money = (minor: number) =>
    `${currencySymbol}${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(minorToMajor(minor))}`;
  const percent = (value: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
  return (
    <section className="mq-join__programme" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('join_earnings_title')}</h2>
      <table className="mq-join__tiers">
        <caption>{t('join_earnings_caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('join_tier_column')}</th>
            <th scope="col">{t('join_active_players')}</th>
            <th scope="col">{t('join_net_revenue')}</th>
            <th scope="col">{t('join_commission')}</th>
          </tr>
        </thead>
        <tbody>
          {programme.tiers.map((tier, index) => (
            <tr key={tier.commissionPercent}>
              <th scope="row">{t('join_tier_level', { level: index + 1 })}</th>
              <td>{t('join_active_players_value', { count: tier.minActivePlayers })}</td>
              <td>{t('join_net_revenue_value', { amount: money(tier.minNetRevenue) })}</td>
              <td className="mq-join__commission">{percent(tier.commissionPercent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('join_settlement', { day: programme.settlementDay })}</p>
      <p>{t('join_daily_rebate', { percent: percent(programme.dailyRebatePercent) })}</p>
    </section>
  );
}
