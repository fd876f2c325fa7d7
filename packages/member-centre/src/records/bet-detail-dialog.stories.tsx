import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { BetDetailDialog } from './bet-detail-dialog';
import { RECORD_ANSWERS, storyBet } from './record-story-answers';

const meta = preview.meta({
  title: 'Member centre/BetDetailDialog',
  component: BetDetailDialog,
  decorators: [withStoryProviders],
  parameters: { answers: RECORD_ANSWERS },
  args: { bet: storyBet('G1'), language: 'EN', onClose: () => {} },
});

export const SlotRound = meta.story();
export const TableRound = meta.story({ args: { bet: storyBet('G2') } });
export const FishingShot = meta.story({ args: { bet: storyBet('G3') } });
export const OtherVendorsReport = meta.story({ args: { bet: storyBet('G4') } });
export const LotteryBet = meta.story({ args: { bet: storyBet('L5') } });
