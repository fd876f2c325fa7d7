import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { consolidatedContracts } from '../test/fixtures';
import { AgentContractsPage } from './agent-contracts-page';

const meta = preview.meta({
  title: 'Member centre/AgentContractsPage',
  component: AgentContractsPage,
  decorators: [withStoryProviders],
});

/** A daily salary offer whose acceptance ends a subordinate's contract, and a real-time salary held. */
export const Wide = meta.story();
export const Phone = meta.story({ globals: { viewport: { value: 'mobile1' } } });
/** An offer that ends no one's contract. */
export const PlainOffer = meta.story({
  parameters: { answers: { '/wps/member/info/funds/consolidated': consolidatedContracts() } },
});
