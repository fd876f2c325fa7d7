import {
  AGENT_TRANSACTION_TYPES,
  type AgentTransactionsResponse,
  type AgentTransactionType,
} from '@marquee/api-client';
import { type TranslationKey, useTranslation } from '@marquee/i18n';
import { ledgerKindKey, QueryState, useDates, usePageLabels } from '@marquee/session';
import { EmptyState, type RecordsColumn, RecordsTable, SelectField } from '@marquee/ui-kit';
import { useMemo } from 'react';
import { useTransactionsQuery } from '../queries/transactions-query';
import { pageProps } from '../shared/page-props';
import { TeamRangeField } from '../shared/team-range';
import { useMoney } from '../shared/use-money';
import { usePagedFilters } from '../shared/use-paged-filters';

type TransactionRow = AgentTransactionsResponse['rows'][number];
type Column = 'createdAt' | 'kind' | 'amount' | 'balanceAfter' | 'reference';

const TYPE_KEYS: Record<AgentTransactionType, TranslationKey> = {
  TEAM_TRANSFER: 'ac_tx_team_transfer',
  DIVIDEND: 'ac_tx_dividend',
  SALARY: 'ac_tx_salary',
};

/**
 * Transaction details: the agent's own ledger entries of the agents' business (transfers with the
 * team and the upline, dividends, salaries), newest first, by group, a page at a time.
 */
export function TransactionsPage() {
  const { t } = useTranslation();
  const { dateTime } = useDates();
  const money = useMoney();
  const pageLabels = usePageLabels(t('ac_transactions_pages'));
  const { period, range, ready, filters, setFilters, page, setPage } = usePagedFilters<{
    type: AgentTransactionType | '';
  }>({ type: '' });
  const { type } = filters;
  const transactions = useTransactionsQuery({ ...range, ...(type ? { type } : {}), page }, ready);
  const columns = useMemo<RecordsColumn<TransactionRow, Column>[]>(
    () => [
      { key: 'createdAt', header: t('ac_time'), cell: (row) => dateTime(row.createdAt), rowHeader: true },
      {
        key: 'kind',
        header: t('ac_type'),
        cell: (row) => t(ledgerKindKey(row.kind) ?? TYPE_KEYS[row.type]),
      },
      { key: 'amount', header: t('ac_amount'), cell: (row) => money(row.amount), align: 'end' },
      {
        key: 'balanceAfter',
        header: t('ac_balance_after'),
        cell: (row) => money(row.balanceAfter),
        align: 'end',
      },
      {
        key: 'reference',
        header: t('ac_reference'),
        // a transfer's number; a dividend's or a salary's period, by its start
        cell: (row) => {
          if (row.reference === null) return '';
          if (row.type === 'TEAM_TRANSFER') return row.reference;
          return t('ac_period_starting', { time: dateTime(row.reference) });
        },
        wrap: true,
      },
    ],
    [t, dateTime, money],
  );
  const data = transactions.data;
  return (
    <div className="mq-ac-section">
      <div className="mq-ac-filters">
        <TeamRangeField {...period} />
        <SelectField
          label={t('ac_type')}
          placeholder={t('ac_all_types')}
          options={AGENT_TRANSACTION_TYPES.map((value) => ({ value, label: t(TYPE_KEYS[value]) }))}
          value={type}
          onChange={(event) => setFilters({ type: event.target.value as AgentTransactionType | '' })}
        />
      </div>
      {transactions.isError ? (
        <QueryState query={transactions} headingLevel="h3" />
      ) : (
        <RecordsTable<TransactionRow, Column>
          caption={t('ac_transactions_caption')}
          columns={columns}
          rows={data?.rows ?? []}
          rowKey={(row) => row.id}
          loading={!data}
          empty={<EmptyState title={t('ac_no_transactions')} headingLevel="h3" />}
          {...pageProps(data, setPage, pageLabels)}
        />
      )}
    </div>
  );
}
