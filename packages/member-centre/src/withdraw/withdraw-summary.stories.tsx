import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { withdrawalInfo } from '../test/fixtures';
import { WithdrawSummary } from './withdraw-summary';

const meta = preview.meta({
  title: 'Member centre/WithdrawSummary',
  component: WithdrawSummary,
  decorators: [withStoryProviders],
  args: { info: withdrawalInfo },
});

export const Ready = meta.story();
export const LimitReached = meta.story({
  args: { info: { ...withdrawalInfo, remainingCount: 0, remainingAmount: 0 } },
});
