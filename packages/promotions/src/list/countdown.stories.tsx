import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { Countdown } from './countdown';

const meta = preview.meta({
  title: 'Promotions/Countdown',
  component: Countdown,
  decorators: [withStoryProviders],
  args: { startsAt: new Date(Date.now() + 2 * 86_400_000 + 3_723_000).toISOString() },
});

export const TwoDaysAway = meta.story();
