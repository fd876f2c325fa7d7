import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { BettingView } from './betting-view';

const meta = {
  title: 'Lottery/Betting view',
  component: BettingView,
  decorators: [withStoryProviders],
  args: { gameCode: 'VNF1' },
} satisfies Meta<typeof BettingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoDigitBoard: Story = {};
export const ThreeDigitPickers: Story = { args: { playType: 'BA_CANG' } };
export const FourD: Story = { args: { gameCode: 'SEA4D' } };
