import preview from '../stories/preview';
import { member, withStoryProviders } from '../stories/story-support';
import { LotteryLobby } from './lottery-lobby';

const meta = preview.meta({
  title: 'Lottery/Lobby',
  component: LotteryLobby,
  decorators: [withStoryProviders],
});

export const Visitor = meta.story();
export const SignedIn = meta.story({ parameters: { signedInAs: member } });
export const VietnamOnly = meta.story({ args: { vendor: 'TCG_LOTTO_VN' } });
