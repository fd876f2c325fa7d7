import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { JoinProgress } from './join-progress';

const meta = preview.meta({
  title: 'Promotions/JoinProgress',
  component: JoinProgress,
  decorators: [withStoryProviders],
  args: {
    progress: { category: 'RNG' as const, period: 'WEEKLY' as const, target: 20_000, progress: 12_500 },
    money: (minor: number) => `₱${(minor / 100).toFixed(2)}`,
  },
});

export const Weekly = meta.story();
export const DailyReached = meta.story({
  args: { progress: { category: 'LIVE', period: 'DAILY', target: 50_000, progress: 50_000 } },
});
