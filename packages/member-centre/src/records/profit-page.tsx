import {
  brandToday,
  GAME_CATEGORIES,
  type ProfitCategory,
  type ProfitDay,
  shiftDay,
} from '@marquee/api-client';
import { type TranslationKey, useTranslation } from '@marquee/i18n';
import { QueryState, useDates } from '@marquee/session';
import { EmptyState, type RecordsColumn, RecordsTable } from '@marquee/ui-kit';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useProfitQuery } from '../queries/profit-query';
import { formatAmount } from '../shared/format-amount';
import { ProfitChart } from './profit-chart';
import { ProfitFilters, type ProfitFilterValues } from './profit-filters';

type Figure = 'count' | 'stake' | 'validBet' | 'payout' | 'winLoss';
type DayColumn = 'day' | Figure;
type CategoryColumn = 'category' | Figure;

/** The personal P&L (personalProfit): the net result per day as a chart and a table, and per category. */
export function ProfitPage() {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useMemberCentreConfig();
  const { day } = useDates();
  const [today] = useState(brandToday);
  const [filters, setFilters] = useState<ProfitFilterValues>({
    from: shiftDay(today, -6),
    to: today,
    category: '',
  });
  const profit = useProfitQuery({
    from: filters.from,
    to: filters.to,
    ...(filters.category ? { category: filters.category } : {}),
  });
  const money = useCallback(
    (minor: number) => formatAmount(minor, currencySymbol, locale),
    [currencySymbol, locale],
  );
  const categoryName = useCallback(
    (category: string) =>
      (GAME_CATEGORIES as readonly string[]).includes(category)
        ? t(`category_${category.toLowerCase()}` as TranslationKey)
        : category,
    [t],
  );
  const figureColumns = useMemo(
    () => [
      { key: 'count' as const, header: t('mcpnl_col_bets'), align: 'end' as const },
      { key: 'stake' as const, header: t('mcrec_col_stake'), align: 'end' as const },
      { key: 'validBet' as const, header: t('mcrec_col_valid_bet'), align: 'end' as const },
      { key: 'payout' as const, header: t('mcrec_col_payout'), align: 'end' as const },
      { key: 'winLoss' as const, header: t('mcpnl_col_net'), align: 'end' as const },
    ],
    [t],
  );
  const dayColumns = useMemo<RecordsColumn<ProfitDay, DayColumn>[]>(
    () => [
      { key: 'day', header: t('mcpnl_col_day'), cell: (row) => day(row.day) },
      ...figureColumns.map((column) => ({
        ...column,
        cell: (row: ProfitDay) => (column.key === 'count' ? row.count : money(row[column.key])),
      })),
    ],
    [t, figureColumns, money, day],
  );
  const categoryColumns = useMemo<RecordsColumn<ProfitCategory, CategoryColumn>[]>(
    () => [
      { key: 'category', header: t('mcrec_category'), cell: (row) => categoryName(row.category) },
      ...figureColumns.map((column) => ({
        ...column,
        cell: (row: ProfitCategory) => (column.key === 'count' ? row.count : money(row[column.key])),
      })),
    ],
    [t, figureColumns, money, categoryName],
  );
  const data = profit.data;
  const totals = data && {
    label: t('mcrec_total'),
    cells: {
      count: data.totals.count,
      stake: money(data.totals.stake),
      validBet: money(data.totals.validBet),
      payout: money(data.totals.payout),
      winLoss: money(data.totals.winLoss),
    },
  };
  const empty = <EmptyState title={t('mcpnl_empty')} headingLevel="h3" />;
  let content: ReactNode;
  if (profit.isError) content = <QueryState query={profit} headingLevel="h3" />;
  else if (data && data.totals.count === 0) content = empty;
  else
    content = (
      <>
        {data && (
          <>
            <p className="mq-mc-pnl__net">
              {t('mcpnl_net_over_range', { amount: money(data.totals.winLoss) })}
            </p>
            <ProfitChart
              days={data.days}
              formatMoney={money}
              label={t('mcpnl_chart_label', { from: day(filters.from), to: day(filters.to) })}
            />
          </>
        )}
        <RecordsTable<ProfitDay, DayColumn>
          caption={t('mcpnl_per_day')}
          columns={dayColumns}
          rows={data?.days ?? []}
          rowKey={(row) => row.day}
          loading={!data}
          totals={totals}
          empty={empty}
        />
        {data && (
          <RecordsTable<ProfitCategory, CategoryColumn>
            caption={t('mcpnl_per_category')}
            columns={categoryColumns}
            rows={data.categories}
            rowKey={(row) => row.category}
            totals={totals}
            empty={empty}
          />
        )}
      </>
    );
  return (
    <div className="mq-mc-section mq-mc-records mq-mc-pnl">
      <ProfitFilters initial={filters} today={today} onApply={setFilters} />
      {content}
    </div>
  );
}
