import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { BetDetailDialog } from './bet-detail-dialog';
import { RECORD_ANSWERS, storyBet } from './record-story-answers';

const meta = {
  title: 'Member centre/BetDetailDialog',
  component: BetDetailDialog,
  decorators: [withStoryProviders],
  parameters: { answers: RECORD_ANSWERS },
  args: { bet: storyBet('G1'), language: 'EN', onClose: () => {} },
} satisfies Meta<typeof BetDetailDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SlotRound: Story = {};
export const TableRound: Story = { args: { bet: storyBet('G2') } };
export const FishingShot: Story = { args: { bet: storyBet('G3') } };
export const OtherVendorsReport: Story = { args: { bet: storyBet('G4') } };
export const LotteryBet: Story = { args: { bet: storyBet('L5') } };
