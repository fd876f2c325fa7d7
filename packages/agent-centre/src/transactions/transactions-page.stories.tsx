import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { TransactionsPage } from './transactions-page';

const meta = preview.meta({
  title: 'Agent centre/TransactionsPage',
  component: TransactionsPage,
  decorators: [withStoryProviders],
});

/** The agent's own ledger entries of the agents' business, each by its own name. */
export const Wide = meta.story();
export const Phone = meta.story({ globals: { viewport: { value: 'mobile1' } } });
