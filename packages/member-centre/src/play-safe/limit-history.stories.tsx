import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { LimitHistory } from './limit-history';
import { LIMITS } from './play-safe-story-answers';

const meta = preview.meta({
  title: 'Member centre/LimitHistory',
  component: LimitHistory,
  decorators: [withStoryProviders],
  args: { history: LIMITS.history },
});

/** A raise asked after a first limit, newest first. */
export const RaiseAsked = meta.story();

/** Every kind of change: set, asked, cancelled, confirmed (a removal shows "no limit"). */
export const EveryChange = meta.story({
  args: {
    history: [
      { kind: 'WAGER', period: 'MONTH', action: 'CONFIRMED', amount: null, at: '2030-01-03T04:00:00.000Z' },
      { kind: 'SESSION', period: 'SESSION', action: 'SET', amount: 90, at: '2030-01-02T05:00:00.000Z' },
      { kind: 'LOSS', period: 'WEEK', action: 'CANCELLED', amount: 500_000, at: '2030-01-02T04:00:00.000Z' },
      ...LIMITS.history,
    ],
  },
});
