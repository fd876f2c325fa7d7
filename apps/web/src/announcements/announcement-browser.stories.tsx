import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../stories/story-shell';
import { noticeFixture, noticesFixture } from '../test/fixtures';
import { AnnouncementBrowser } from './announcement-browser';

const meta = {
  title: 'Web/Announcements/AnnouncementBrowser',
  component: AnnouncementBrowser,
  args: { notices: noticesFixture(23) },
  decorators: [withShell()],
} satisfies Meta<typeof AnnouncementBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ListWithPages: Story = {};
export const OpenOnDetail: Story = {
  args: {
    notices: [
      noticeFixture(1, {
        title: 'Scheduled maintenance',
        content:
          '<p>Maintenance runs <strong>Sunday 02:00-04:00</strong>.</p><ul><li>Deposits pause</li><li>Games close</li></ul>',
      }),
    ],
    initialIndex: 0,
  },
};
export const Empty: Story = { args: { notices: [] } };
