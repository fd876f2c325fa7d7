import { useEffect } from 'react';
import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { announcementsFixture, noticesFixture } from '../test/fixtures';
import { AnnouncementDialog } from './announcement-dialog';
import { useAnnouncementDialogStore } from './announcement-dialog-store';

/** Opens the dialog through its store, the way the header marquee does. */
function OpenDialog({ at }: { at: number | null }) {
  useEffect(() => {
    const { openAt, openList, close } = useAnnouncementDialogStore.getState();
    if (at === null) openList();
    else openAt(at);
    return close;
  }, [at]);
  return <AnnouncementDialog />;
}

const meta = preview.meta({
  title: 'Web/Announcements/AnnouncementDialog',
  component: OpenDialog,
  args: { at: null },
  decorators: [withShell({ announcements: announcementsFixture({ player: noticesFixture(12) }) })],
});

export const List = meta.story();
export const OpenedFromMarquee = meta.story({ args: { at: 8 } });
