import preview from '../../stories/preview';
import { storyBanner } from '../../stories/story-fixtures';
import { withShell } from '../../stories/story-shell';
import { BannerSlide } from './banner-slide';

const meta = preview.meta({
  title: 'Web/Layout/RouteBanner/BannerSlide',
  component: BannerSlide,
  args: { banner: storyBanner({ title: 'Welcome bonus' }), priority: true },
  decorators: [withShell()],
});

export const PlainImage = meta.story();
export const RouteLink = meta.story({
  args: { banner: storyBanner({ title: 'Promotions', linkageType: 'ROUTE', linkUrl: '/promotions' }) },
});
export const ExternalLink = meta.story({
  args: {
    banner: storyBanner({
      title: 'Partner offer',
      linkageType: 'URL',
      linkUrl: 'https://partner.example.test/offer',
    }),
  },
});
