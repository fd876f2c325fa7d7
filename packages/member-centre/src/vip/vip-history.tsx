import type { VipHistoryEntry } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { EmptyState, type RecordsColumn, RecordsTable } from '@marquee/ui-kit';

type Column = 'day' | 'change' | 'validBet' | 'deposits';

interface VipHistoryProps {
  history: VipHistoryEntry[];
  formatMoney: (minor: number) => string;
}

/** The member's level changes, newest first, with the figures each was judged by. */
export function VipHistory({ history, formatMoney }: VipHistoryProps) {
  const { t } = useTranslation();
  const columns: RecordsColumn<VipHistoryEntry, Column>[] = [
    { key: 'day', header: t('mcvip_col_day'), cell: (entry) => entry.day, rowHeader: true },
    {
      key: 'change',
      header: t('mcvip_col_change'),
      cell: (entry) => t('mcvip_change', { from: entry.previousLevel, to: entry.level }),
    },
    { key: 'validBet', header: t('vip_progress_valid_bet'), cell: (entry) => formatMoney(entry.validBet) },
    { key: 'deposits', header: t('vip_progress_deposits'), cell: (entry) => formatMoney(entry.deposits) },
  ];
  return (
    <RecordsTable<VipHistoryEntry, Column>
      caption={t('mcvip_history_title')}
      columns={columns}
      rows={history}
      rowKey={(entry) => entry.day}
      empty={
        <section aria-label={t('mcvip_history_title')}>
          <EmptyState title={t('mcvip_history_empty')} headingLevel="h3" />
        </section>
      }
    />
  );
}
