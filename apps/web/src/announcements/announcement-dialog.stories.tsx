import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
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

const meta = {
  title: 'Web/Announcements/AnnouncementDialog',
  component: OpenDialog,
  args: { at: null },
  decorators: [withShell({ announcements: announcementsFixture({ player: noticesFixture(12) }) })],
} satisfies Meta<typeof OpenDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const OpenedFromMarquee: Story = { args: { at: 8 } };
