import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { WalletPage } from './wallet-page';

const meta = {
  title: 'Member centre/WalletPage',
  component: WalletPage,
  decorators: [withStoryProviders],
} satisfies Meta<typeof WalletPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const GameWallets: Story = {};
export const SingleWallet: Story = {
  parameters: { answers: { '/wps/merchant/wallet': { isSingle: true, vendors: [] } } },
};
