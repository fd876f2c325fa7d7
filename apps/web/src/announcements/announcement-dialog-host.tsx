import { lazyFeature } from '@marquee/i18n';
import { useAnnouncementDialogStore } from './announcement-dialog-store';

// The dialog brings the HTML sanitiser along; most visits never open it, so it loads on first open.
const AnnouncementDialog = lazyFeature(() =>
  import('./announcement-dialog').then((module) => ({ default: module.AnnouncementDialog })),
);

export function AnnouncementDialogHost() {
  const open = useAnnouncementDialogStore((state) => state.open);
  if (!open) return null;
  return <AnnouncementDialog />;
}
