import type { PointRedemption, RedemptionStatus } from '@marquee/api-client';
import { type TranslationKey, useTranslation } from '@marquee/i18n';
import { useDates } from '@marquee/session';
import { EmptyState } from '@marquee/ui-kit';
import { useId } from 'react';
import { formatPoints } from './format-points';

const STATUS_KEYS: Record<RedemptionStatus, TranslationKey> = {
  PROCESSING: 'pm_status_processing',
  APPROVED: 'pm_status_approved',
  REJECTED: 'pm_status_rejected',
};

interface RedemptionHistoryProps {
  redemptions: readonly PointRedemption[];
  money: (minor: number) => string;
  locale?: string | undefined;
}

/** The member's latest redemptions, newest first: what, when, the points, the value and the status. */
export function RedemptionHistory({ redemptions, money, locale }: RedemptionHistoryProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const titleId = useId();
  return (
    <section className="mq-point-history" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('pm_history')}</h2>
      {redemptions.length === 0 ? (
        <EmptyState title={t('pm_history_empty')} />
      ) : (
        <ol className="mq-stack-list" aria-labelledby={titleId}>
          {redemptions.map((redemption) => (
            <li key={redemption.id} className="mq-point-history__row">
              <span className="mq-point-history__name">
                {t('pm_history_row', { quantity: redemption.quantity, name: redemption.itemName })}
              </span>
              <span className={`mq-point-status mq-point-status--${redemption.status.toLowerCase()}`}>
                {t(STATUS_KEYS[redemption.status])}
              </span>
              <span>{t('pm_history_points', { points: formatPoints(redemption.points, locale) })}</span>
              <span>{money(redemption.amount)}</span>
              <time dateTime={redemption.createdAt} className="mq-point-history__date">
                {dates.dateTime(redemption.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
