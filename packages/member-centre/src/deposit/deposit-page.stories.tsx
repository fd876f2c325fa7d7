import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { DepositPage } from './deposit-page';

const meta = {
  title: 'Member centre/DepositPage',
  component: DepositPage,
  decorators: [withStoryProviders],
} satisfies Meta<typeof DepositPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithOrders: Story = {};
export const FirstDeposit: Story = { parameters: { answers: { '/wps/deposit/orders': { orders: [] } } } };
export const NoChannels: Story = { parameters: { answers: { '/wps/deposit/channels': [] } } };
