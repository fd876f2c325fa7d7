import preview from '../stories/preview';
import { member, withStoryProviders } from '../stories/story-support';
import { MyLotteryBets } from './my-lottery-bets';

const meta = preview.meta({
  title: 'Lottery/My lottery bets',
  component: MyLotteryBets,
  decorators: [withStoryProviders],
  parameters: { signedInAs: member },
});

export const PendingWonLost = meta.story();
