import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { PlayerRankPage } from './player-rank-page';
import {
  NEW_MEMBER_RANK_ANSWERS,
  NO_BIRTHDAY_RANK_ANSWERS,
  RANK_ANSWERS,
  TOP_RANK_ANSWERS,
} from './vip-story-answers';

const meta = preview.meta({
  title: 'Member centre/PlayerRankPage',
  component: PlayerRankPage,
  decorators: [withStoryProviders],
  parameters: { answers: RANK_ANSWERS },
});

export const OnTheWay = meta.story();
export const NewMember = meta.story({ parameters: { answers: NEW_MEMBER_RANK_ANSWERS } });
export const TopLevel = meta.story({ parameters: { answers: TOP_RANK_ANSWERS } });
export const NoBirthdayYet = meta.story({ parameters: { answers: NO_BIRTHDAY_RANK_ANSWERS } });
