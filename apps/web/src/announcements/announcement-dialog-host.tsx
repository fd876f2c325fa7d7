import { WithFeatureTexts } from '@marquee/i18n';
import { lazy, Suspense } from 'react';
import { useAnnouncementDialogStore } from './announcement-dialog-store';

// The dialog brings the HTML sanitiser along; most visits never open it, so it loads on first open.
const loadDialog = () =>
  import('./announcement-dialog').then((module) => ({ default: module.AnnouncementDialog }));
const AnnouncementDialog = lazy(loadDialog);

export function AnnouncementDialogHost() {
  const open = useAnnouncementDialogStore((state) => state.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <WithFeatureTexts preload={loadDialog}>
        <AnnouncementDialog />
      </WithFeatureTexts>
    </Suspense>
  );
}
