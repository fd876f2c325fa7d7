import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { BettingRecordPage } from './betting-record-page';
import { EMPTY_RECORD_ANSWERS, RECORD_ANSWERS } from './record-story-answers';

const meta = preview.meta({
  title: 'Member centre/BettingRecordPage',
  component: BettingRecordPage,
  decorators: [withStoryProviders],
  parameters: { answers: RECORD_ANSWERS },
});

export const Bets = meta.story();
export const Empty = meta.story({ parameters: { answers: EMPTY_RECORD_ANSWERS } });
