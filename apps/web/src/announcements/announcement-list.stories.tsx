import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../stories/story-shell';
import { noticesFixture } from '../test/fixtures';
import { AnnouncementList } from './announcement-list';

const meta = {
  title: 'Web/Announcements/AnnouncementList',
  component: AnnouncementList,
  args: { notices: noticesFixture(7), firstIndex: 0, focusIndex: null, onSelect: () => undefined },
  decorators: [withShell()],
} satisfies Meta<typeof AnnouncementList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
