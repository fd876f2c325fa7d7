import { type AccountRecord, brandToday, RECORD_EXPORT_MAX_ROWS, recordsApi } from '@marquee/api-client';
import { useLanguageStore, useTranslation } from '@marquee/i18n';
import { ledgerKindKey, QueryState, useApiClient, useDates, useErrorText } from '@marquee/session';
import { Button, EmptyState, FormError, type RecordsColumn, RecordsTable } from '@marquee/ui-kit';
import { useCallback, useMemo, useState } from 'react';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useAccountRecordsQuery } from '../queries/account-records-query';
import { formatAmount } from '../shared/format-amount';
import { accountCsv } from './account-csv';
import { AccountFilters, type AccountFilterValues } from './account-filters';
import { downloadCsv } from './download-csv';
import { LEDGER_TYPE_KEYS } from './ledger-type-keys';
import { useSubjectText } from './subject-text';
import { usePagerLabels } from './use-pager-labels';

type Column = 'time' | 'type' | 'amount' | 'balanceAfter' | 'reference';

/** The account record (transactionHistory): every ledger entry with the balance after it, and a CSV of the filter. */
export function AccountRecordPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useApiClient();
  const { currencySymbol, locale } = useMemberCentreConfig();
  const { dateTime } = useDates();
  const language = useLanguageStore((state) => state.current);
  const subjectText = useSubjectText();
  // an agent's dividends, salaries and team transfers by their own names, the rest by their group
  const typeText = useCallback(
    (row: AccountRecord) => t(ledgerKindKey(row.kind) ?? LEDGER_TYPE_KEYS[row.type]),
    [t],
  );
  const [today] = useState(brandToday);
  const [filters, setFilters] = useState<AccountFilterValues>({ from: today, to: today, type: '' });
  const [page, setPage] = useState(1);
  const [download, setDownload] = useState<{ busy: boolean; note: string | null }>({
    busy: false,
    note: null,
  });
  const range = {
    from: filters.from,
    to: filters.to,
    language,
    ...(filters.type ? { type: filters.type } : {}),
  };
  const records = useAccountRecordsQuery({ ...range, page });
  const pager = usePagerLabels(t('mcrec_pages_account'));
  const columns = useMemo<RecordsColumn<AccountRecord, Column>[]>(() => {
    const money = (minor: number) => formatAmount(minor, currencySymbol, locale);
    return [
      { key: 'time', header: t('mcrec_col_time'), cell: (row) => dateTime(row.time) },
      { key: 'type', header: t('mcrec_col_type'), cell: typeText },
      { key: 'amount', header: t('mcrec_col_amount'), cell: (row) => money(row.amount), align: 'end' },
      {
        key: 'balanceAfter',
        header: t('mcrec_col_balance_after'),
        cell: (row) => money(row.balanceAfter),
        align: 'end',
      },
      { key: 'reference', header: t('mcrec_col_reference'), cell: subjectText, wrap: true },
    ];
  }, [t, locale, currencySymbol, dateTime, subjectText, typeText]);

  async function downloadRows() {
    setDownload({ busy: true, note: null });
    try {
      const result = await client.call(recordsApi.accountExport, range);
      const headers = [
        'mcrec_col_time',
        'mcrec_col_type',
        'mcrec_type',
        'mcrec_col_amount',
        'mcrec_col_balance_after',
        'mcrec_col_reference',
      ] as const;
      const csv = accountCsv(
        result.rows,
        headers.map((key) => t(key)),
        typeText,
        subjectText,
      );
      downloadCsv(csv, `account-record-${filters.from}-${filters.to}.csv`);
      setDownload({
        busy: false,
        note: result.truncated ? t('mcrec_csv_truncated', { max: RECORD_EXPORT_MAX_ROWS }) : null,
      });
    } catch (error) {
      setDownload({ busy: false, note: errorText(error) });
    }
  }

  const data = records.data;
  return (
    <div className="mq-mc-section mq-mc-records">
      <AccountFilters
        initial={filters}
        today={today}
        onApply={(values) => {
          setFilters(values);
          setPage(1);
        }}
      />
      <div className="mq-mc-toolbar">
        <Button
          variant="secondary"
          size="sm"
          loading={download.busy}
          disabled={!data || data.totalRows === 0}
          onClick={() => void downloadRows()}
        >
          {t('mcrec_download_csv')}
        </Button>
      </div>
      <FormError message={download.note} />
      {records.isError ? (
        <QueryState query={records} headingLevel="h3" />
      ) : (
        <RecordsTable<AccountRecord, Column>
          caption={t('mcrec_page_account')}
          columns={columns}
          rows={data?.rows ?? []}
          rowKey={(row) => row.id}
          loading={!data}
          empty={<EmptyState title={t('mcrec_empty')} headingLevel="h3" />}
          pagination={
            data && { ...pager, page: data.page, pageCount: data.totalPages, onPageChange: setPage }
          }
        />
      )}
    </div>
  );
}
