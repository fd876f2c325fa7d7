import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../../stories/story-shell';
import { announcementsFixture, noticeFixture } from '../../test/fixtures';
import { NoticeTicker } from './notice-ticker';

const meta = {
  title: 'Web/Layout/Header/NoticeTicker',
  component: NoticeTicker,
  decorators: [
    withShell({
      announcements: announcementsFixture({
        player: [
          noticeFixture(1, { title: 'Scheduled maintenance on Sunday 02:00-04:00' }),
          noticeFixture(2, { title: 'New live casino tables are open' }),
          noticeFixture(3, { title: 'Weekend deposit bonus: 10% up to 1,000' }),
        ],
      }),
    }),
  ],
} satisfies Meta<typeof NoticeTicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
