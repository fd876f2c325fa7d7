import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { ContractPage } from './contract-page';

const meta = {
  title: 'Agent centre/ContractPage',
  component: ContractPage,
  decorators: [withStoryProviders],
  args: { kind: 'DAILY_SALARY' },
} satisfies Meta<typeof ContractPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A daily salary offer waiting, whose acceptance would end a subordinate's higher contract. */
export const OfferWaiting: Story = {};
/** The agent's own real-time salary, with what they gave their downline. */
export const OwnContract: Story = { args: { kind: 'REALTIME_SALARY' } };
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
