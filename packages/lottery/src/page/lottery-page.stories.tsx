import preview from '../stories/preview';
import { member, withStoryProviders } from '../stories/story-support';
import { LotteryPage } from './lottery-page';

const meta = preview.meta({
  title: 'Lottery/Page',
  component: LotteryPage,
  decorators: [withStoryProviders],
});

export const Lobby = meta.story();
/** The lottery on a phone: the prize-mode tabs over the game shelves (light and dark). */
export const LobbyPhone = meta.story({ globals: { viewport: { value: 'phone' } } });
export const LobbyPhoneDark = meta.story({ globals: { viewport: { value: 'phone' }, theme: 'dark' } });
export const DeepLink = meta.story({
  parameters: { route: '/lottery?gameCode=VNF1&playType=DE', signedInAs: member },
});
