import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { MyLotteryBets } from './my-lottery-bets';

const meta = {
  title: 'Lottery/My lottery bets',
  component: MyLotteryBets,
  decorators: [withStoryProviders],
  parameters: { signedIn: true },
} satisfies Meta<typeof MyLotteryBets>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PendingWonLost: Story = {};
