import preview from '../stories/preview';
import { storyGameArt } from '../stories/story-art';
import { withStoryProviders } from '../stories/story-support';
import { makeGame } from '../test/fixtures';
import { HotGamesSection } from './hot-games-section';

const meta = preview.meta({
  title: 'Games lobby/Home/HotGamesSection',
  component: HotGamesSection,
  decorators: [withStoryProviders],
});

export const Default = meta.story();

// groups of 12, 4 and 2: each row fills its grid, the short ones with wider cards, the long one in whole rows
const art = (index: number) => storyGameArt[index % storyGameArt.length];
const groups = {
  '/wps/games/hot': {
    list: [
      ...Array.from({ length: 12 }, (_, index) =>
        makeGame(index + 1, { gameName: `Slot ${index + 1}`, isHot: 1, iconUrl: art(index) }),
      ),
      ...Array.from({ length: 4 }, (_, index) =>
        makeGame(21 + index, {
          gameName: `Table ${index + 1}`,
          gameType: 'LIVE',
          isHot: 1,
          iconUrl: art(index + 3),
        }),
      ),
      makeGame(31, { gameName: 'Ocean King', gameType: 'FISH', isHot: 1, iconUrl: art(1) }),
      makeGame(32, { gameName: 'Shark Hunt', gameType: 'FISH', isHot: 1, iconUrl: art(2) }),
    ],
  },
};
export const RowsOfEveryLength = meta.story({ parameters: { answers: groups } });
export const RowsOfEveryLengthPhone = meta.story({
  parameters: { answers: groups },
  globals: { viewport: { value: 'mobile1' } },
});
