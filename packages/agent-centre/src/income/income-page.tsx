import { type AgentIncomeResponse, CONTRACT_KINDS, type ContractKind } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { QueryState, useDates, usePageLabels } from '@marquee/session';
import { EmptyState, type RecordsColumn, RecordsTable, SelectField } from '@marquee/ui-kit';
import { useMemo } from 'react';
import { useIncomeQuery } from '../queries/income-query';
import { CONTRACT_KIND_KEYS } from '../shared/contract-kinds';
import { FiguresList } from '../shared/figures-list';
import { pageProps } from '../shared/page-props';
import { TeamRangeField } from '../shared/team-range';
import { useMoney } from '../shared/use-money';
import { usePagedFilters } from '../shared/use-paged-filters';
import { useRate } from '../shared/use-rate';

type IncomeRow = AgentIncomeResponse['rows'][number];
type Column = 'period' | 'kind' | 'base' | 'activeMembers' | 'rateBps' | 'amount' | 'status';

/**
 * My income: the dividends and salaries the platform settled for the agent, one row a period, with
 * whether each is paid yet, and the pending and paid totals of the whole filter.
 */
export function IncomePage() {
  const { t } = useTranslation();
  const { dateTime } = useDates();
  const money = useMoney();
  const rate = useRate();
  const pageLabels = usePageLabels(t('ac_income_pages'));
  const { period, range, ready, filters, setFilters, page, setPage } = usePagedFilters<{
    kind: ContractKind | '';
  }>({ kind: '' });
  const { kind } = filters;
  const income = useIncomeQuery({ ...range, ...(kind ? { kind } : {}), page }, ready);
  const columns = useMemo<RecordsColumn<IncomeRow, Column>[]>(
    () => [
      {
        key: 'period',
        header: t('ac_col_period'),
        rowHeader: true,
        wrap: true,
        cell: (row) => t('ac_period_span', { from: dateTime(row.periodStart), to: dateTime(row.periodEnd) }),
      },
      { key: 'kind', header: t('ac_kind'), cell: (row) => t(CONTRACT_KIND_KEYS[row.kind]) },
      { key: 'base', header: t('ac_team_figure'), cell: (row) => money(row.base), align: 'end' },
      {
        key: 'activeMembers',
        header: t('ac_active_members'),
        cell: (row) => row.activeMembers,
        align: 'end',
      },
      { key: 'rateBps', header: t('ac_rate'), cell: (row) => rate(row.rateBps), align: 'end' },
      { key: 'amount', header: t('ac_amount'), cell: (row) => money(row.amount), align: 'end' },
      {
        key: 'status',
        header: t('ac_status'),
        cell: (row) =>
          row.status === 'PAID' && row.paidAt
            ? t('ac_paid_on', { time: dateTime(row.paidAt) })
            : t('ac_status_pending'),
        wrap: true,
      },
    ],
    [t, dateTime, money, rate],
  );
  const data = income.data;
  return (
    <div className="mq-ac-section">
      <div className="mq-ac-filters">
        <TeamRangeField {...period} />
        <SelectField
          label={t('ac_kind')}
          placeholder={t('ac_all_kinds')}
          options={CONTRACT_KINDS.map((value) => ({ value, label: t(CONTRACT_KIND_KEYS[value]) }))}
          value={kind}
          onChange={(event) => setFilters({ kind: event.target.value as ContractKind | '' })}
        />
      </div>
      {data && (
        <FiguresList
          figures={[
            ['ac_total_pending', money(data.totals.pending)],
            ['ac_total_paid', money(data.totals.paid)],
          ]}
        />
      )}
      {income.isError ? (
        <QueryState query={income} headingLevel="h3" />
      ) : (
        <RecordsTable<IncomeRow, Column>
          caption={t('ac_income_caption')}
          columns={columns}
          rows={data?.rows ?? []}
          rowKey={(row) => row.id}
          loading={!data}
          empty={<EmptyState title={t('ac_no_income')} headingLevel="h3" />}
          {...pageProps(data, setPage, pageLabels)}
        />
      )}
    </div>
  );
}
