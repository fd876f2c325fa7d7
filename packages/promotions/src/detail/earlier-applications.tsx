import type { PromotionApplicationDay } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useDates } from '@marquee/session';
import { useId } from 'react';
import { STATUS_KEYS } from '../list/status-keys';

/** A daily application's earlier brand days, newest first, each with what became of it. */
export function EarlierApplications({ days }: { days: readonly PromotionApplicationDay[] }) {
  const { t } = useTranslation();
  const dates = useDates();
  const headingId = useId();
  if (days.length === 0) return null;
  return (
    <section className="mq-promo-earlier" aria-labelledby={headingId}>
      <h3 id={headingId} className="mq-promo-earlier__heading">
        {t('promo_earlier_applications')}
      </h3>
      <ul className="mq-promo-earlier__list">
        {days.map(({ day, status }) => (
          <li key={day} className="mq-promo-earlier__day">
            <span>{dates.day(day)}</span>
            <span className={`mq-promo-earlier__status mq-promo-earlier__status--${status.toLowerCase()}`}>
              {t(STATUS_KEYS[status])}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
