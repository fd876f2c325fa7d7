import type { AffiliateProgramme as Programme } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { minorToMajor, type RecordsColumn, RecordsTable } from '@marquee/ui-kit';
import { useId } from 'react';

type Tier = Programme['tiers'][number];

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
  const columns: RecordsColumn<Tier>[] = [
    {
      key: 'tier',
      header: t('join_tier_column'),
      rowHeader: true,
      cell: (tier) => t('join_tier_level', { level: programme.tiers.indexOf(tier) + 1 }),
    },
    {
      key: 'players',
      header: t('join_active_players'),
      cell: (tier) => t('join_active_players_value', { count: tier.minActivePlayers }),
    },
    {
      key: 'revenue',
      header: t('join_net_revenue'),
      cell: (tier) => t('join_net_revenue_value', { amount: money(tier.minNetRevenue) }),
    },
    {
      key: 'commission',
      header: t('join_commission'),
      cell: (tier) => <span className="mq-join__commission">{percent(tier.commissionPercent)}</span>,
    },
  ];
  return (
    <section className="mq-join__programme" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('join_earnings_title')}</h2>
      <RecordsTable<Tier>
        caption={t('join_earnings_caption')}
        columns={columns}
        rows={programme.tiers}
        rowKey={(tier) => tier.commissionPercent}
        empty={null}
      />
      <p>{t('join_settlement', { day: programme.settlementDay })}</p>
      <p>{t('join_daily_rebate', { percent: percent(programme.dailyRebatePercent) })}</p>
    </section>
  );
}
