import preview from '../stories/preview';
import { storyGames, withStoryProviders } from '../stories/story-support';
import { GameGrid } from './game-grid';

const meta = preview.meta({
  title: 'Games lobby/GameGrid',
  component: GameGrid,
  decorators: [withStoryProviders],
  args: { games: storyGames, onLaunch: () => {}, label: 'Games' },
});

export const Virtualised = meta.story();
export const Plain = meta.story({ args: { games: storyGames.slice(0, 24), virtualized: false } });
