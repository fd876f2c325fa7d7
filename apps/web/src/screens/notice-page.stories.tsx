import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../stories/story-shell';
import { announcementsFixture, noticesFixture } from '../test/fixtures';
import { NoticePage } from './notice-page';

const meta = {
  title: 'Web/Screens/NoticePage',
  component: NoticePage,
} satisfies Meta<typeof NoticePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [
    withShell({ path: '/noticePage', announcements: announcementsFixture({ player: noticesFixture(12) }) }),
  ],
};
export const LoadFailed: Story = { decorators: [withShell({ path: '/noticePage', announcements: null })] };
