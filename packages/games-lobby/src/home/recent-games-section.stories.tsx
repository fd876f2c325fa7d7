import preview from '../stories/preview';
import { member, withStoryProviders } from '../stories/story-support';
import { RecentGamesSection } from './recent-games-section';

const meta = preview.meta({
  title: 'Games lobby/Home/RecentGamesSection',
  component: RecentGamesSection,
  decorators: [withStoryProviders],
});

/** A signed-in member's list (a visitor sees nothing at all). */
export const Member = meta.story({ parameters: { signedInAs: member } });
