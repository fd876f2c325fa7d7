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

// A phone: the 4D pickers in rows of five, digits 0–9 on screen at 320 px (light and dark).
export const FourDPhone: Story = { args: { gameCode: 'SEA4D' }, globals: { viewport: { value: 'mobile1' } } };
export const FourDPhoneDark: Story = {
  args: { gameCode: 'SEA4D' },
  globals: { viewport: { value: 'mobile1' }, theme: 'dark' },
};
