import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { FiguresList } from './figures-list';

const meta = {
  title: 'Agent centre/FiguresList',
  component: FiguresList,
  decorators: [withStoryProviders],
  args: {
    figures: [
      ['ac_team_size', 1284],
      ['ac_direct_downlines', 37],
      ['ac_deposits', '₱1,204,500.00'],
      ['ac_win_loss', '-₱18,320.40'],
    ],
  },
} satisfies Meta<typeof FiguresList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The figure grid every report and contract of the centre shows its totals in. */
export const Wide: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
export const Loading: Story = { args: { figures: [], busy: true } };
