import { type TranslationKey, useTranslation } from '@marquee/i18n';
import { VisuallyHidden } from '@marquee/ui-kit';

/**
 * A count beside a menu entry (unread messages, rewards to claim); nothing when there are none.
 * `label` words the count for assistive technology.
 */
export function UnreadBadge({
  count,
  label = 'mc_unread_count',
}: {
  count: number | undefined;
  label?: TranslationKey;
}) {
  const { t } = useTranslation();
  if (!count || count <= 0) return null;
  return (
    <span className="mq-mc-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{t(label, { count })}</VisuallyHidden>
    </span>
  );
}
