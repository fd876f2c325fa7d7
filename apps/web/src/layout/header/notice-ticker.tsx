import { useTranslation } from '@marquee/i18n';
import { Marquee } from '@marquee/ui-kit';
import { useAnnouncementDialogStore } from '../../announcements/announcement-dialog-store';
import { usePlayerNotices } from '../../notice/use-player-notices';

/** The scrolling notice titles; a click opens the announcement dialog on that notice. */
export function NoticeTicker() {
  const { t } = useTranslation();
  const notices = usePlayerNotices();
  const openAt = useAnnouncementDialogStore((state) => state.openAt);
  const openList = useAnnouncementDialogStore((state) => state.openList);
  if (notices.length === 0) return null;
  return (
    <div className="app-notice-ticker">
      <button type="button" className="app-notice-ticker__all" onClick={openList}>
        {t('notices')}
      </button>
      <Marquee
        className="app-notice-ticker__marquee"
        items={notices.map((notice) => notice.title)}
        onSelect={openAt}
        label={t('notice_ticker')}
      />
    </div>
  );
}
