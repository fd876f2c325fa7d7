import { TEAM_PROFIT_SORTS, type TeamProfitResponse, type TeamProfitSort } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { QueryState, usePageLabels } from '@marquee/session';
import { EmptyState, type RecordsColumn, type RecordsSort, RecordsTable } from '@marquee/ui-kit';
import { useMemo, useState } from 'react';
import { useTeamProfitQuery } from '../queries/team-profit-query';
import { TeamRangeField, useTeamRange } from '../shared/team-range';
import { useMoney } from '../shared/use-money';

type ProfitRow = TeamProfitResponse['rows'][number];
type Column = 'account' | 'level' | TeamProfitSort;

/** Every figure is one the platform sorts by, in the contract's order. */
const FIGURES = TEAM_PROFIT_SORTS;

const FIGURE_KEYS = {
  deposits: 'ac_deposits',
  withdrawals: 'ac_withdrawals',
  validBet: 'ac_valid_bet',
  winLoss: 'ac_win_loss',
  bonuses: 'ac_bonuses',
  net: 'ac_net',
} as const;

/**
 * User P&L: each team member with money or bets in the period, by the figure the agent sorts on
 * (the platform sorts and pages, so the order holds across pages), with the totals of them all.
 */
export function UserProfitPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const pageLabels = usePageLabels(t('ac_profit_pages'));
  const period = useTeamRange();
  const [sort, setSort] = useState<RecordsSort<Column>>({ key: 'net', direction: 'desc' });
  const [page, setPage] = useState(1);
  const profit = useTeamProfitQuery(
    { ...period.range, sort: sort.key as TeamProfitSort, direction: sort.direction, page },
    period.problem === null,
  );
  const columns = useMemo<RecordsColumn<ProfitRow, Column>[]>(
    () => [
      { key: 'account', header: t('ac_username'), cell: (row) => row.account, rowHeader: true },
      { key: 'level', header: t('ac_level'), cell: (row) => row.level, align: 'end' },
      ...FIGURES.map((figure) => ({
        key: figure,
        header: t(FIGURE_KEYS[figure]),
        cell: (row: ProfitRow) => money(row[figure]),
        align: 'end' as const,
        sortable: true,
      })),
    ],
    [t, money],
  );
  const data = profit.data;
  const totals = data && {
    label: t('ac_total'),
    cells: Object.fromEntries(FIGURES.map((figure) => [figure, money(data.totals[figure])])),
  };
  return (
    <div className="mq-ac-section">
      <TeamRangeField
        {...period}
        setRange={(range) => {
          period.setRange(range);
          setPage(1);
        }}
      />
      {profit.isError ? (
        <QueryState query={profit} headingLevel="h3" />
      ) : (
        <RecordsTable<ProfitRow, Column>
          caption={t('ac_profit_caption')}
          columns={columns}
          rows={data?.rows ?? []}
          rowKey={(row) => row.id}
          loading={!data}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPage(1);
          }}
          {...(totals ? { totals } : {})}
          empty={<EmptyState title={t('ac_no_profit')} headingLevel="h3" />}
          {...(data && data.totalPages > 1
            ? {
                pagination: {
                  page: data.page,
                  pageCount: data.totalPages,
                  onPageChange: setPage,
                  ...pageLabels,
                },
              }
            : {})}
        />
      )}
    </div>
  );
}
