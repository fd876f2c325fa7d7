import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { PlayLimitRetry } from './play-limit-retry';

const meta = preview.meta({
  title: 'Auth/PlayLimitRetry',
  component: PlayLimitRetry,
  args: {
    limit: { limitKind: 'DEPOSIT' as const, limitPeriod: 'DAY' as const, limitAmount: '20000' },
    reason: 'A limit can be at most ₱10,000.00',
    onDone: () => undefined,
  },
  decorators: [withStoryProviders],
});

/** The account was made; the limit above the brand's maximum was refused, kept to correct. */
export const AboveTheMaximum = meta.story();

/** A session time limit above the brand's maximum minutes, kept to correct. */
export const SessionTimeAboveTheMaximum = meta.story({
  args: {
    limit: { limitKind: 'SESSION', limitPeriod: 'DAY', limitAmount: '2000' },
    reason: 'A session limit can be at most 1440 minutes',
  },
});
