import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { member, vipLevelsFixture, vipRankFixture } from '../test/fixtures';
import { VipPage } from './vip-page';

const meta = preview.meta({
  title: 'Promotions/VipPage',
  component: VipPage,
  decorators: [withStoryProviders],
  args: { currencySymbol: '₱', locale: 'en' },
  parameters: { answers: { '/wps/vip/levels': vipLevelsFixture } },
});

export const Visitor = meta.story();

export const Member = meta.story({
  parameters: { signedInAs: member, answers: { '/wps/member/vip': vipRankFixture() } },
});

export const HighestLevel = meta.story({
  parameters: { signedInAs: member, answers: { '/wps/member/vip': vipRankFixture({ level: 6 }) } },
});
