import { useTranslation } from '@marquee/i18n';
import { Link } from 'react-router';
import { promotionHref } from '../app/paths';

interface NoticePromotionLinkProps {
  /** the promotion the notice announces: the platform leaves it out once the promotion ended */
  promotionId: number | undefined;
  /** called as the link is followed, so a dialog showing the notice can close */
  onFollow?: (() => void) | undefined;
}

/** A promotion notice's way to its promotion's page; nothing for a notice without a running promotion. */
export function NoticePromotionLink({ promotionId, onFollow }: NoticePromotionLinkProps) {
  const { t } = useTranslation();
  if (promotionId === undefined) return null;
  return (
    <Link
      to={promotionHref(promotionId)}
      className="mq-button mq-button--primary mq-button--sm app-notice-promotion-link"
      onClick={onFollow}
    >
      {t('notice_promotion_link')}
    </Link>
  );
}
