import type { Meta, StoryObj } from '@storybook/react-vite';
import { member, withStoryProviders } from '../stories/story-support';
import { MyLotteryBets } from './my-lottery-bets';

const meta = {
  title: 'Lottery/My lottery bets',
  component: MyLotteryBets,
  decorators: [withStoryProviders],
  parameters: { signedInAs: member },
} satisfies Meta<typeof MyLotteryBets>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PendingWonLost: Story = {};
