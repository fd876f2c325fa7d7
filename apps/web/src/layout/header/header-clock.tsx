import { useTranslation } from '@marquee/i18n';
import { useDates } from '@marquee/session';
import { Clock, VisuallyHidden } from '@marquee/ui-kit';

/** Visitors see the date and time; members get their balance there instead. */
export function HeaderClock() {
  const { t } = useTranslation();
  const { locale, timeZone } = useDates();
  return (
    <p className="app-header__clock">
      <VisuallyHidden>{t('current_time')}: </VisuallyHidden>
      <Clock locale={locale} timeZone={timeZone} />
    </p>
  );
}
