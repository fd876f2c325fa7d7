import { useTranslation } from '@marquee/i18n';
import { QueryState, useDates } from '@marquee/session';
import { EmptyState, formatMoney, LazyImage, minorToMajor, SafeHtml } from '@marquee/ui-kit';
import { useCallback, useId } from 'react';
import { Link } from 'react-router';
import { Countdown } from '../list/countdown';
import { STATUS_KEYS } from '../list/status-keys';
import { usePromotionQuery } from '../queries/promotion-query';
import { PromotionAction } from './promotion-action';

export interface PromotionDetailPageProps {
  /** the promotion's id (from /promoDetail?id=…); not a number shows "does not exist" */
  id: number;
  /** the list (/promotions), linked back to */
  promotionsHref: string;
  /** the brand's currency symbol for rewards and targets */
  currencySymbol: string;
  locale?: string | undefined;
}

/** /promoDetail: a promotion's image, period, status, its content (sanitised) and its action. */
export function PromotionDetailPage({
  id,
  promotionsHref,
  currencySymbol,
  locale,
}: PromotionDetailPageProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const titleId = useId();
  const query = usePromotionQuery(id);
  const money = useCallback(
    (minor: number) => formatMoney(minorToMajor(minor), { currencySymbol, ...(locale ? { locale } : {}) }),
    [currencySymbol, locale],
  );
  const promotion = query.data;
  const known = Number.isInteger(id) && id > 0;
  return (
    <section className="mq-page-column mq-promo-detail" aria-labelledby={titleId}>
      <Link to={promotionsHref} className="mq-promo-detail__back">
        {t('promo_back')}
      </Link>
      <h1 id={titleId} className="mq-promo-detail__title">
        {promotion?.title ?? t('promo_title')}
      </h1>
      {known ? <QueryState query={query} /> : <EmptyState title={t('promo_not_found')} />}
      {promotion && (
        <>
          <LazyImage
            src={promotion.image}
            alt=""
            aspectRatio="2 / 1"
            className="mq-promo-detail__image"
            priority
          />
          <p className="mq-promo-detail__facts">
            <span className={`mq-promo-status mq-promo-status--${promotion.status.toLowerCase()}`}>
              {t(STATUS_KEYS[promotion.status])}
            </span>
            <span>{t('promo_reward', { amount: money(promotion.reward) })}</span>
            <span>
              {t('promo_period', {
                from: dates.date(promotion.startsAt),
                until: dates.date(promotion.endsAt),
              })}
            </span>
          </p>
          {promotion.status === 'COMING_SOON' && <Countdown startsAt={promotion.startsAt} />}
          <SafeHtml html={promotion.content} className="mq-promo-detail__content" />
          <PromotionAction promotion={promotion} money={money} locale={locale} />
        </>
      )}
    </section>
  );
}
