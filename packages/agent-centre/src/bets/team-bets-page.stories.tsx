import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { TeamBetsPage } from './team-bets-page';

const meta = {
  title: 'Agent centre/TeamBetsPage',
  component: TeamBetsPage,
  decorators: [withStoryProviders],
} satisfies Meta<typeof TeamBetsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The team's bets by period, category and vendor, with the totals; a row's member leads to their bets alone. */
export const Wide: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
