import { useTranslation } from '@marquee/i18n';
import { VisuallyHidden } from '@marquee/ui-kit';

/** The count of unread messages beside a menu entry; nothing when there are none. */
export function UnreadBadge({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!count || count <= 0) return null;
  return (
    <span className="mq-mc-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{t('mc_unread_count', { count })}</VisuallyHidden>
    </span>
  );
}
