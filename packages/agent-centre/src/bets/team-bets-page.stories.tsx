import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { TeamBetsPage } from './team-bets-page';

const meta = preview.meta({
  title: 'Agent centre/TeamBetsPage',
  component: TeamBetsPage,
  decorators: [withStoryProviders],
});

/** The team's bets by period, category and vendor, with the totals; a row's member leads to their bets alone. */
export const Wide = meta.story();
export const Phone = meta.story({ globals: { viewport: { value: 'mobile1' } } });
