import type { Meta, StoryObj } from '@storybook/react-vite';
import { member, withStoryProviders } from '../stories/story-support';
import { LotteryLobby } from './lottery-lobby';

const meta = {
  title: 'Lottery/Lobby',
  component: LotteryLobby,
  decorators: [withStoryProviders],
} satisfies Meta<typeof LotteryLobby>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const SignedIn: Story = { parameters: { signedInAs: member } };
export const VietnamOnly: Story = { args: { vendor: 'TCG_LOTTO_VN' } };
