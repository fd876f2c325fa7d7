import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { PlayLimitRetry } from './play-limit-retry';

const meta = preview.meta({
  title: 'Auth/PlayLimitRetry',
  component: PlayLimitRetry,
  args: {
    notSet: {
      rows: [
        { key: 'DEPOSIT:DAY', amount: '20000' },
        { key: 'SESSION:SESSION', amount: '60' },
      ],
      reason: 'A limit can be at most ₱10,000.00',
      refused: { kind: 'DEPOSIT' as const, period: 'DAY' as const },
    },
    onDone: () => undefined,
  },
  decorators: [withStoryProviders],
});

/** The account was made; the daily deposit limit above the brand's maximum was refused, none set, all kept. */
export const AboveTheMaximum = meta.story();

/** A session time limit above the brand's maximum minutes, beside a weekly loss limit, kept to correct. */
export const SessionTimeAboveTheMaximum = meta.story({
  args: {
    notSet: {
      rows: [
        { key: 'LOSS:WEEK', amount: '500' },
        { key: 'SESSION:SESSION', amount: '2000' },
      ],
      reason: 'A session limit can be at most 1440 minutes',
      refused: { kind: 'SESSION', period: 'SESSION' },
    },
  },
});

/** The call failed without naming a limit (a lost connection): every limit kept to save again. */
export const ConnectionLost = meta.story({
  args: {
    notSet: {
      rows: [{ key: 'WAGER:MONTH', amount: '3000' }],
      reason: 'The connection was lost. Please try again.',
      refused: null,
    },
  },
});
