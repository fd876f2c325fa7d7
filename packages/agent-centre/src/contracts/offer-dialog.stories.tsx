import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { teamMember } from '../test/fixtures';
import { OfferDialog } from './offer-dialog';

const meta = {
  title: 'Agent centre/OfferDialog',
  component: OfferDialog,
  decorators: [withStoryProviders],
  args: {
    member: teamMember({ id: 'subagentPublicxxxxxxxx', account: 'subagent', type: 2 }),
    onClose: () => {},
  },
} satisfies Meta<typeof OfferDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A contract for a direct downline agent: a real-time salary's rates at first, tiers for the others. */
export const RealtimeSalary: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
