import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { games } from '../test/fixtures';
import { GameCard } from './game-card';

const meta = preview.meta({
  title: 'Lottery/Game card',
  component: GameCard,
  decorators: [withStoryProviders],
  args: { game: games[0]! },
});

export const WithResult = meta.story();
export const NoResultYet = meta.story({ args: { game: { ...games[1]!, latest: null } } });
