import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { vipRank } from '../test/fixtures';
import { VipNextLevel } from './vip-next-level';

const meta = preview.meta({
  title: 'Session/VipNextLevel',
  component: VipNextLevel,
  decorators: [withStoryProviders],
  args: {
    rank: vipRank,
    formatMoney: (minor: number) => `¥${(minor / 100).toFixed(2)}`,
    headingLevel: 'h2' as const,
  },
});

export const OnTheWay = meta.story();
export const TopLevel = meta.story({ args: { rank: { ...vipRank, level: 6 } } });
