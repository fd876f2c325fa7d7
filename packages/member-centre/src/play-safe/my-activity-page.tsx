import { ACTIVITY_PERIODS, type ActivityPeriod, type ActivityRow } from '@marquee/api-client';
import { type TranslationKey, useTranslation } from '@marquee/i18n';
import { QueryState, useDates } from '@marquee/session';
import { EmptyState, type RecordsColumn, RecordsTable, SelectField } from '@marquee/ui-kit';
import { useMemo, useState } from 'react';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useActivityQuery } from '../queries/activity-query';
import { usePlayLimitsQuery } from '../queries/play-limits-query';
import { usePagerLabels } from '../records/use-pager-labels';
import { formatAmount } from '../shared/format-amount';
import { LimitHistory } from './limit-history';

type Column = 'from' | 'deposits' | 'withdrawals' | 'stakes' | 'wins' | 'net';

const PERIOD_KEYS: Record<ActivityPeriod, TranslationKey> = {
  DAY: 'mcps_activity_by_day',
  WEEK: 'mcps_activity_by_week',
  MONTH: 'mcps_activity_by_month',
};

/** A year of days is 365 rows: shown a page at a time. */
export const ACTIVITY_PAGE_SIZE = 31;

/**
 * "My activity" (playSafeActivity): the member's deposits, withdrawals, stakes, wins and net result
 * per day, week or month over the last 12 months, from the ledger, newest first, a page at a time,
 * and the history of the member's limit changes (the limits page's own query and cache entry).
 */
export function MyActivityPage() {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useMemberCentreConfig();
  const { day } = useDates();
  const [by, setBy] = useState<ActivityPeriod>('MONTH');
  const [page, setPage] = useState(1);
  const activity = useActivityQuery(by);
  const limits = usePlayLimitsQuery();
  const pager = usePagerLabels(t('mcps_page_activity'));
  const money = (minor: number) => formatAmount(minor, currencySymbol, locale);
  const columns = useMemo<RecordsColumn<ActivityRow, Column>[]>(() => {
    const money = (minor: number) => formatAmount(minor, currencySymbol, locale);
    const month = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' });
    // a brand day is a calendar date: read at noon UTC, it is that date in every zone's month
    const periodName = (from: string) => {
      if (by === 'DAY') return day(from);
      if (by === 'WEEK') return t('mcps_activity_week', { day: day(from) });
      return month.format(new Date(`${from}T12:00:00Z`));
    };
    return [
      {
        key: 'from',
        header: t('mcps_activity_col_period'),
        cell: (row) => periodName(row.from),
        rowHeader: true,
        wrap: true,
      },
      {
        key: 'deposits',
        header: t('mcps_activity_col_deposits'),
        cell: (row) => money(row.deposits),
        align: 'end',
      },
      {
        key: 'withdrawals',
        header: t('mcps_activity_col_withdrawals'),
        cell: (row) => money(row.withdrawals),
        align: 'end',
      },
      {
        key: 'stakes',
        header: t('mcps_activity_col_stakes'),
        cell: (row) => money(row.stakes),
        align: 'end',
      },
      { key: 'wins', header: t('mcps_activity_col_wins'), cell: (row) => money(row.wins), align: 'end' },
      { key: 'net', header: t('mcps_activity_col_net'), cell: (row) => money(row.net), align: 'end' },
    ];
  }, [t, by, day, currencySymbol, locale]);
  const data = activity.data;
  const pageCount = Math.max(1, Math.ceil((data?.rows.length ?? 0) / ACTIVITY_PAGE_SIZE));
  const shown = data?.rows.slice((page - 1) * ACTIVITY_PAGE_SIZE, page * ACTIVITY_PAGE_SIZE) ?? [];
  return (
    <div className="mq-mc-section mq-mc-safe">
      <p>{t('mcps_activity_intro')}</p>
      <SelectField
        label={t('mcps_activity_by')}
        value={by}
        options={ACTIVITY_PERIODS.map((period) => ({ value: period, label: t(PERIOD_KEYS[period]) }))}
        onChange={(event) => {
          setBy(event.target.value as ActivityPeriod);
          setPage(1);
        }}
      />
      {activity.isError ? (
        <QueryState query={activity} headingLevel="h3" />
      ) : (
        <RecordsTable<ActivityRow, Column>
          caption={t('mcps_page_activity')}
          columns={columns}
          rows={shown}
          rowKey={(row) => row.from}
          loading={!data || activity.isPlaceholderData}
          totals={
            data && {
              label: t('mcps_activity_total'),
              cells: {
                deposits: money(data.totals.deposits),
                withdrawals: money(data.totals.withdrawals),
                stakes: money(data.totals.stakes),
                wins: money(data.totals.wins),
                net: money(data.totals.net),
              },
            }
          }
          empty={<EmptyState title={t('mcps_activity_empty')} headingLevel="h3" />}
          {...(data && pageCount > 1
            ? { pagination: { ...pager, page, pageCount, onPageChange: setPage } }
            : {})}
        />
      )}
      {limits.isError ? (
        <QueryState query={limits} headingLevel="h3" />
      ) : (
        limits.data && limits.data.history.length > 0 && <LimitHistory history={limits.data.history} />
      )}
    </div>
  );
}
