import type { PointItem } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Button, LazyImage } from '@marquee/ui-kit';
import { useId } from 'react';
import { formatPoints } from './format-points';
import { redeemableQuantity } from './redeem-dialog';

interface PointItemCardProps {
  item: PointItem;
  signedIn: boolean;
  money: (minor: number) => string;
  locale?: string | undefined;
  onRedeem: (item: PointItem) => void;
}

/**
 * An item of the mall: what it is, the points it takes, its value, the stock and the member's
 * limit. Redeem is offered while any is left for the member; a visitor's Redeem leads to sign in.
 */
export function PointItemCard({ item, signedIn, money, locale, onRedeem }: PointItemCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const soldOut = item.stock === 0;
  const limitReached = signedIn && item.redeemed >= item.limitPerMember;
  return (
    <li className="mq-point-item" aria-labelledby={nameId}>
      <LazyImage src={item.image} alt="" aspectRatio="1 / 1" className="mq-point-item__image" />
      <div className="mq-point-item__body">
        <h3 id={nameId} className="mq-point-item__name">
          {item.name}
        </h3>
        <p className="mq-point-item__kind">{t(item.kind === 'CASH' ? 'pm_kind_cash' : 'pm_kind_physical')}</p>
        <p className="mq-point-item__points">
          {t('pm_item_points', { points: formatPoints(item.points, locale) })}
        </p>
        <p>{t('pm_item_value', { amount: money(item.amount) })}</p>
        <p>{t('pm_item_stock', { count: item.stock })}</p>
        <p>
          {signedIn
            ? t('pm_item_redeemed', { redeemed: item.redeemed, limit: item.limitPerMember })
            : t('pm_item_limit', { limit: item.limitPerMember })}
        </p>
        <Button
          onClick={() => onRedeem(item)}
          disabled={soldOut || limitReached || (signedIn && redeemableQuantity(item) === 0)}
          aria-label={soldOut || limitReached ? undefined : t('pm_redeem_item', { name: item.name })}
        >
          {soldOut ? t('pm_out_of_stock') : limitReached ? t('pm_limit_reached') : t('pm_redeem')}
        </Button>
      </div>
    </li>
  );
}
