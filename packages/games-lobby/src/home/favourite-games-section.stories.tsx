import preview from '../stories/preview';
import { member, withStoryProviders } from '../stories/story-support';
import { FavouriteGamesSection } from './favourite-games-section';

const meta = preview.meta({
  title: 'Games lobby/Home/FavouriteGamesSection',
  component: FavouriteGamesSection,
  decorators: [withStoryProviders],
});

/** A signed-in member's list (a visitor sees nothing at all). */
export const Member = meta.story({ parameters: { signedInAs: member } });
