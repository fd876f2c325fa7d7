import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { consolidatedContracts } from '../test/fixtures';
import { AgentContractsPage } from './agent-contracts-page';

const meta = {
  title: 'Member centre/AgentContractsPage',
  component: AgentContractsPage,
  decorators: [withStoryProviders],
} satisfies Meta<typeof AgentContractsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A daily salary offer whose acceptance ends a subordinate's contract, and a real-time salary held. */
export const Wide: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
/** An offer that ends no one's contract. */
export const PlainOffer: Story = {
  parameters: { answers: { '/wps/member/info/funds/consolidated': consolidatedContracts() } },
};
