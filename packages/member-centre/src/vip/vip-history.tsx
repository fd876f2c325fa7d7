import type { VipHistoryEntry } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { EmptyState } from '@marquee/ui-kit';
import { useId } from 'react';

interface VipHistoryProps {
  history: VipHistoryEntry[];
  formatMoney: (minor: number) => string;
}

/** The member's level changes, newest first, with the figures each was judged by. */
export function VipHistory({ history, formatMoney }: VipHistoryProps) {
  const { t } = useTranslation();
  const captionId = useId();
  if (history.length === 0)
    return (
      <section className="mq-mc-vip__history" aria-label={t('mcvip_history_title')}>
        <EmptyState title={t('mcvip_history_empty')} headingLevel="h3" />
      </section>
    );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
    <section className="mq-mc-vip__table-scroll" aria-labelledby={captionId} tabIndex={0}>
      <table className="mq-mc-vip__table">
        <caption id={captionId}>{t('mcvip_history_title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('mcvip_col_day')}</th>
            <th scope="col">{t('mcvip_col_change')}</th>
            <th scope="col">{t('mcvip_progress_valid_bet')}</th>
            <th scope="col">{t('mcvip_progress_deposits')}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry) => (
            <tr key={entry.day}>
              <th scope="row">{entry.day}</th>
              <td>{t('mcvip_change', { from: entry.previousLevel, to: entry.level })}</td>
              <td>{formatMoney(entry.validBet)}</td>
              <td>{formatMoney(entry.deposits)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
