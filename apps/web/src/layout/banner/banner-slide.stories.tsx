import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyBanner } from '../../stories/story-fixtures';
import { withShell } from '../../stories/story-shell';
import { BannerSlide } from './banner-slide';

const meta = {
  title: 'Web/Layout/RouteBanner/BannerSlide',
  component: BannerSlide,
  args: { banner: storyBanner({ title: 'Welcome bonus' }), priority: true },
  decorators: [withShell()],
} satisfies Meta<typeof BannerSlide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlainImage: Story = {};
export const RouteLink: Story = {
  args: { banner: storyBanner({ title: 'Promotions', linkageType: 'ROUTE', linkUrl: '/promotions' }) },
};
export const ExternalLink: Story = {
  args: {
    banner: storyBanner({
      title: 'Partner offer',
      linkageType: 'URL',
      linkUrl: 'https://partner.example.test/offer',
    }),
  },
};
