import preview from '../stories/preview';
import { storyGameArt } from '../stories/story-art';
import { member, withStoryProviders } from '../stories/story-support';
import { makeGame } from '../test/fixtures';
import { GameCard } from './game-card';

const meta = preview.meta({
  title: 'Games lobby/GameCard',
  component: GameCard,
  decorators: [withStoryProviders],
  args: {
    game: makeGame(1, { gameName: 'Golden Dragon', iconUrl: storyGameArt[0], isHot: 1, isNew: 1 }),
    onLaunch: () => {},
  },
});

export const Visitor = meta.story();
export const Favourite = meta.story({ args: { isFavourite: true }, parameters: { signedInAs: member } });
/** The art's title plate holds two lines of a long name; the name below is cut with an ellipsis. */
export const LongName = meta.story({
  args: {
    game: makeGame(2, { gameName: 'Royal Crown Legends of the Eternal Empire', iconUrl: storyGameArt[3] }),
  },
});
export const WithoutArt = meta.story({
  args: { game: makeGame(3, { gameName: 'Fortune Tiger', iconUrl: '' }) },
});
