import { TEAM_PROFIT_SORTS, type TeamProfitResponse, type TeamProfitSort } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { QueryState, usePageLabels } from '@marquee/session';
import { EmptyState, type RecordsColumn, type RecordsSort, RecordsTable } from '@marquee/ui-kit';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useTeamProfitQuery } from '../queries/team-profit-query';
import { TeamRangeField } from '../shared/team-range';
import { useMoney } from '../shared/use-money';
import { useRangeParams } from '../shared/use-range-params';
import { FROM_PROFIT_LIST, memberSearch } from './profit-address';

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

const isSort = (value: string | null): value is TeamProfitSort =>
  (TEAM_PROFIT_SORTS as readonly (string | null)[]).includes(value);

/**
 * User P&L's list: each team member with money or bets in the period, by the figure the agent
 * sorts on (the platform sorts and pages, so the order holds across pages), with the totals of
 * them all. Its period, order and page are in the address; a member's name opens their own.
 */
export function ProfitList() {
  const { t } = useTranslation();
  const money = useMoney();
  const pageLabels = usePageLabels(t('ac_profit_pages'));
  const { state } = useLocation();
  const { params, change, period } = useRangeParams();
  const sortParam = params.get('sort');
  const sort: RecordsSort<Column> = {
    key: isSort(sortParam) ? sortParam : 'net',
    direction: params.get('dir') === 'asc' ? 'asc' : 'desc',
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setPage = (next: number) => change({ page: String(next) });
  const profit = useTeamProfitQuery(
    { ...period.range, sort: sort.key as TeamProfitSort, direction: sort.direction, page },
    period.problem === null,
  );
  const columns = useMemo<RecordsColumn<ProfitRow, Column>[]>(
    () => [
      {
        key: 'account',
        header: t('ac_username'),
        cell: (row) => (
          <Link
            to={{ search: memberSearch(params, row) }}
            state={{ ...(typeof state === 'object' ? state : {}), [FROM_PROFIT_LIST]: true }}
            aria-label={t('ac_profit_open', { account: row.account })}
          >
            {row.account}
          </Link>
        ),
        rowHeader: true,
      },
      { key: 'level', header: t('ac_level'), cell: (row) => row.level, align: 'end' },
      ...FIGURES.map((figure) => ({
        key: figure,
        header: t(FIGURE_KEYS[figure]),
        cell: (row: ProfitRow) => money(row[figure]),
        align: 'end' as const,
        sortable: true,
      })),
    ],
    [t, money, params, state],
  );
  const data = profit.data;
  const totals = data && {
    label: t('ac_total'),
    cells: Object.fromEntries(FIGURES.map((figure) => [figure, money(data.totals[figure])])),
  };
  return (
    <div className="mq-ac-section">
      <TeamRangeField {...period} />
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
          onSortChange={(next) => change({ sort: next.key, dir: next.direction, page: null })}
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
