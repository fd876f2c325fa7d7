import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { teamMember } from '../test/fixtures';
import { OfferDialog } from './offer-dialog';

const meta = preview.meta({
  title: 'Agent centre/OfferDialog',
  component: OfferDialog,
  decorators: [withStoryProviders],
  args: {
    member: teamMember({ id: 'subagentPublicxxxxxxxx', account: 'subagent', type: 2 }),
    onClose: () => {},
  },
});

/** A contract for a direct downline agent: a real-time salary's rates at first, tiers for the others. */
export const RealtimeSalary = meta.story();
export const Phone = meta.story({ globals: { viewport: { value: 'mobile1' } } });
