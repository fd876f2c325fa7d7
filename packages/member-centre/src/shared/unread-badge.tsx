import { type TranslationKey, useTranslation } from '@marquee/i18n';
import { CountBadge } from '@marquee/ui-kit';

/** A count beside a menu entry (unread messages, rewards to claim); nothing when there are none. */
export function UnreadBadge({
  count,
  label = 'mc_unread_count',
}: {
  count: number | undefined;
  /** what the count is, for screen readers, with `{{count}}` */
  label?: TranslationKey;
}) {
  const { t } = useTranslation();
  if (!count || count <= 0) return null;
  return <CountBadge count={count} label={t(label, { count })} />;
}
