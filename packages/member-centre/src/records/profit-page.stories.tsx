import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { ProfitPage } from './profit-page';
import { EMPTY_PROFIT_ANSWERS, PROFIT_ANSWERS } from './profit-story-answers';

const meta = preview.meta({
  title: 'Member centre/ProfitPage',
  component: ProfitPage,
  decorators: [withStoryProviders],
  parameters: { answers: PROFIT_ANSWERS },
});

export const Week = meta.story();
export const Empty = meta.story({ parameters: { answers: EMPTY_PROFIT_ANSWERS } });
