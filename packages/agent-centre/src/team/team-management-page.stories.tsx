import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { TeamManagementPage } from './team-management-page';

const meta = {
  title: 'Agent centre/TeamManagementPage',
  component: TeamManagementPage,
  decorators: [withStoryProviders],
} satisfies Meta<typeof TeamManagementPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The agent's direct downlines; subagent opens the next level. */
export const DirectDownlines: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
