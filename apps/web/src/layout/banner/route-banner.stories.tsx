import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyBanner } from '../../stories/story-fixtures';
import { withShell } from '../../stories/story-shell';
import { announcementsFixture } from '../../test/fixtures';
import { RouteBanner } from './route-banner';

const homeBanners = [
  storyBanner({ bannerId: 1, title: 'Welcome bonus' }),
  storyBanner({ bannerId: 2, title: 'Live casino', linkageType: 'ROUTE', linkUrl: '/live' }),
  storyBanner({
    bannerId: 3,
    title: 'Partner offer',
    linkageType: 'URL',
    linkUrl: 'https://partner.example.test/offer',
  }),
];

const meta = {
  title: 'Web/Layout/RouteBanner',
  component: RouteBanner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeCarousel: Story = {
  decorators: [withShell({ announcements: announcementsFixture({ banners: homeBanners }) })],
};

/** One banner: no controls and no autoplay. */
export const SingleBanner: Story = {
  decorators: [
    withShell({
      announcements: announcementsFixture({ banners: [storyBanner({ title: 'Welcome bonus' })] }),
    }),
  ],
};

/** /vip has no banner group, so nothing renders. */
export const NoMatchingGroup: Story = {
  decorators: [withShell({ path: '/vip', announcements: announcementsFixture({ banners: homeBanners }) })],
};

/** The banner's words are text in the page's language, over artwork without words. */
export const InTagalog: Story = {
  decorators: [
    withShell({
      language: 'TY',
      announcements: announcementsFixture({
        banners: [
          storyBanner({
            title: 'Pambungad na bonus 100%',
            subtitle: 'Doblehin ang unang deposito hanggang ₱10,000',
            linkageType: 'ROUTE',
            linkUrl: '/promotions',
          }),
        ],
      }),
    }),
  ],
};

/** Thai on a 390 px phone: the box grows taller, so the title, subtitle and call to action fit. */
export const InThaiOnPhone: Story = {
  decorators: [
    withShell({
      language: 'TH',
      announcements: announcementsFixture({
        banners: [
          storyBanner({
            title: 'โบนัสต้อนรับ 100%',
            subtitle: 'ฝากครั้งแรกรับเพิ่มเป็นสองเท่า สูงสุด ₱10,000',
            linkageType: 'ROUTE',
            linkUrl: '/promotions',
          }),
        ],
      }),
    }),
  ],
  globals: { viewport: { value: 'mobile2' } },
};
