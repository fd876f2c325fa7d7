import type { PromotionSummary } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useDates } from '@marquee/session';
import { LazyImage } from '@marquee/ui-kit';
import { Link } from 'react-router';
import { Countdown } from './countdown';
import { STATUS_KEYS } from './status-keys';

interface PromotionCardProps {
  promotion: PromotionSummary;
  href: string;
}

/** A promotion in the list: image, title, period and my status (a countdown while it is coming). */
export function PromotionCard({ promotion, href }: PromotionCardProps) {
  const { t } = useTranslation();
  const dates = useDates();
  return (
    <li className="mq-promo-card">
      <Link to={href} className="mq-promo-card__link">
        <LazyImage src={promotion.image} alt="" aspectRatio="1 / 1" className="mq-promo-card__image" />
        <span className="mq-promo-card__body">
          <span className="mq-promo-card__title">{promotion.title}</span>
          <span className="mq-promo-card__period">
            {t('promo_period', {
              from: dates.date(promotion.startsAt),
              until: dates.date(promotion.endsAt),
            })}
          </span>
          <span className={`mq-promo-status mq-promo-status--${promotion.status.toLowerCase()}`}>
            {t(STATUS_KEYS[promotion.status])}
          </span>
        </span>
      </Link>
      {promotion.status === 'COMING_SOON' && <Countdown startsAt={promotion.startsAt} />}
    </li>
  );
}
