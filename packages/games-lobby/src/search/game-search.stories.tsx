import preview from '../stories/preview';
import { member, withStoryProviders } from '../stories/story-support';
import { GameSearch } from './game-search';

const meta = preview.meta({
  title: 'Games lobby/GameSearch',
  component: GameSearch,
  decorators: [withStoryProviders],
  args: { open: true, onClose: () => {} },
});

export const Categories = meta.story();
export const HotGames = meta.story({ args: { initialTab: 'hot' } });
export const Favourites = meta.story({
  args: { initialTab: 'favourites' },
  parameters: { signedInAs: member },
});
export const RecentForVisitor = meta.story({ args: { initialTab: 'recent' } });
