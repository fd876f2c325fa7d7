import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { TransactionsPage } from './transactions-page';

const meta = {
  title: 'Agent centre/TransactionsPage',
  component: TransactionsPage,
  decorators: [withStoryProviders],
} satisfies Meta<typeof TransactionsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The agent's own ledger entries of the agents' business, each by its own name. */
export const Wide: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
