import { useTranslation } from '@marquee/i18n';
import { Dialog } from '@marquee/session';
import { usePlayerNotices } from '../notice/use-player-notices';
import { AnnouncementBrowser } from './announcement-browser';
import { useAnnouncementDialogStore } from './announcement-dialog-store';

/** The notice dialog of the root layout; the header marquee opens it on a given notice. */
export function AnnouncementDialog() {
  const { t } = useTranslation();
  const notices = usePlayerNotices();
  const open = useAnnouncementDialogStore((state) => state.open);
  const selectedIndex = useAnnouncementDialogStore((state) => state.selectedIndex);
  const close = useAnnouncementDialogStore((state) => state.close);

  return (
    <Dialog open={open} onClose={close} title={t('notices')} width={600} minHeight={300}>
      {/* Keyed by the requested notice so opening on another title starts from that notice. */}
      <AnnouncementBrowser
        key={selectedIndex ?? 'list'}
        notices={notices}
        initialIndex={selectedIndex}
        onLeave={close}
      />
    </Dialog>
  );
}
