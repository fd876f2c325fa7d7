import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { welcomeBonus } from '../test/fixtures';
import { DepositPage } from './deposit-page';

const meta = {
  title: 'Member centre/DepositPage',
  component: DepositPage,
  decorators: [withStoryProviders],
} satisfies Meta<typeof DepositPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithOrders: Story = {};
/** Before the first deposit: the welcome bonus with its terms above the form. */
export const FirstDeposit: Story = { parameters: { answers: { '/wps/deposit/orders': { orders: [] } } } };
/** The welcome bonus was earned with an earlier deposit: no note. */
export const BonusEarned: Story = {
  parameters: { answers: { '/wps/deposit/welcome-bonus': { ...welcomeBonus(), eligible: false } } },
};
export const NoChannels: Story = { parameters: { answers: { '/wps/deposit/channels': [] } } };
