import { type BetRecord, type BetRecordSort, brandToday } from '@marquee/api-client';
import { useLanguageStore, useTranslation } from '@marquee/i18n';
import { QueryState, useDates } from '@marquee/session';
import { EmptyState, type RecordsColumn, type RecordsSort, RecordsTable } from '@marquee/ui-kit';
import { useMemo, useState } from 'react';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useBetRecordsQuery } from '../queries/bet-records-query';
import { formatAmount } from '../shared/format-amount';
import { BetDetailDialog } from './bet-detail-dialog';
import { BetFilters, type BetFilterValues } from './bet-filters';
import { usePagerLabels } from './use-pager-labels';

type Column = 'time' | 'game' | 'stake' | 'validBet' | 'payout' | 'winLoss';

/** The betting record (personalHistoryCopy): game rounds and lottery bets, with totals over the filter. */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.current);
  const { currencySymbol, locale } = useMemberCentreConfig();
  const { dateTime } = useDates();
  const [today] = useState(brandToday);
  const [filters, setFilters] = useState<BetFilterValues>({
    from: today,
    to: today,
    category: '',
    vendor: '',
    status: 'ALL',
  });
  const [sort, setSort] = useState<RecordsSort<Column>>({ key: 'time', direction: 'desc' });
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<BetRecord | null>(null);
  const query = {
    from: filters.from,
    to: filters.to,
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.vendor ? { vendor: filters.vendor } : {}),
    status: filters.status,
    page,
    sort: sort.key as BetRecordSort,
    direction: sort.direction,
    language,
  };
  const records = useBetRecordsQuery(query);
  const pager = usePagerLabels(t('mcrec_pages_bets'));
  const money = (minor: number) => formatAmount(minor, currencySymbol, locale);
  const columns = useMemo<RecordsColumn<BetRecord, Column>[]>(() => {
    const money = (minor: number) => formatAmount(minor, currencySymbol, locale);
    return [
      {
        key: 'time',
        header: t('mcrec_col_time'),
        cell: (row) => dateTime(row.time),
        sortable: true,
        wrap: true,
      },
      {
        key: 'game',
        header: t('mcrec_col_game'),
        wrap: true,
        // the game opens the bet's details, so the row needs no column of its own for them
        cell: (row) => (
          <button
            type="button"
            className="mq-mc-records__bet"
            aria-haspopup="dialog"
            onClick={() => setOpened(row)}
          >
            <span className="mq-mc-records__game">{row.game}</span>{' '}
            <span className="mq-mc-records__round">
              {row.vendor} · {t('mcrec_round_no', { round: row.roundId })}
            </span>
          </button>
        ),
      },
      {
        key: 'stake',
        header: t('mcrec_col_stake'),
        cell: (row) => money(row.stake),
        sortable: true,
        align: 'end',
      },
      { key: 'validBet', header: t('mcrec_col_valid_bet'), cell: (row) => money(row.validBet), align: 'end' },
      {
        key: 'payout',
        header: t('mcrec_col_payout'),
        cell: (row) => money(row.payout),
        sortable: true,
        align: 'end',
      },
      {
        key: 'winLoss',
        header: t('mcrec_col_win_loss'),
        cell: (row) => (row.settled ? money(row.winLoss) : t('mcrec_status_unsettled')),
        sortable: true,
        align: 'end',
      },
    ];
  }, [t, locale, currencySymbol, dateTime]);
  const data = records.data;
  return (
    <div className="mq-mc-section mq-mc-records">
      <BetFilters
        initial={filters}
        today={today}
        onApply={(values) => {
          setFilters(values);
          setPage(1);
        }}
      />
      {records.isError ? (
        <QueryState query={records} headingLevel="h3" />
      ) : (
        <RecordsTable<BetRecord, Column>
          caption={t('mcrec_page_bets')}
          columns={columns}
          rows={data?.rows ?? []}
          rowKey={(row) => row.id}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPage(1);
          }}
          loading={!data}
          totals={
            data && {
              label: t('mcrec_total'),
              cells: {
                stake: money(data.totals.stake),
                validBet: money(data.totals.validBet),
                payout: money(data.totals.payout),
                winLoss: money(data.totals.winLoss),
              },
            }
          }
          empty={<EmptyState title={t('mcrec_empty')} headingLevel="h3" />}
          pagination={
            data && { ...pager, page: data.page, pageCount: data.totalPages, onPageChange: setPage }
          }
        />
      )}
      {opened && <BetDetailDialog bet={opened} language={language} onClose={() => setOpened(null)} />}
    </div>
  );
}
