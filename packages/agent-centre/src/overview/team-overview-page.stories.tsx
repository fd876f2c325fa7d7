import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { TeamOverviewPage } from './team-overview-page';

const meta = {
  title: 'Agent centre/TeamOverviewPage',
  component: TeamOverviewPage,
  decorators: [withStoryProviders],
} satisfies Meta<typeof TeamOverviewPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const LastSevenDays: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
