import type { PointBalance } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useId } from 'react';
import { formatPoints } from './format-points';

/** The member's points now, and what they earned and redeemed in all. */
export function MyPoints({ balance, locale }: { balance: PointBalance; locale?: string | undefined }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="mq-point-mine" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('pm_my_points')}</h2>
      <p className="mq-point-mine__now">
        {t('pm_points_now', { points: formatPoints(balance.points, locale) })}
      </p>
      <dl className="mq-point-mine__figures">
        <div>
          <dt>{t('pm_points_earned')}</dt>
          <dd>{formatPoints(balance.earned, locale)}</dd>
        </div>
        <div>
          <dt>{t('pm_points_spent')}</dt>
          <dd>{formatPoints(balance.spent, locale)}</dd>
        </div>
      </dl>
    </section>
  );
}
