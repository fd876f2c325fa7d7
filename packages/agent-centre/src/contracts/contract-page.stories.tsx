import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { ContractPage } from './contract-page';

const meta = preview.meta({
  title: 'Agent centre/ContractPage',
  component: ContractPage,
  decorators: [withStoryProviders],
  args: { kind: 'DAILY_SALARY' as const },
});

/** A daily salary offer waiting, whose acceptance would end a subordinate's higher contract. */
export const OfferWaiting = meta.story();
/** The agent's own real-time salary, with what they gave their downline. */
export const OwnContract = meta.story({ args: { kind: 'REALTIME_SALARY' } });
export const Phone = meta.story({ globals: { viewport: { value: 'mobile1' } } });
