import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { pointConfigFixture } from '../test/fixtures';
import { PointRates } from './point-rates';

const meta = preview.meta({
  title: 'Promotions/PointRates',
  component: PointRates,
  decorators: [withStoryProviders],
  args: {
    rates: pointConfigFixture().rates,
    money: (minor: number) => `₱${(minor / 100).toFixed(2)}`,
    locale: 'en',
  },
});

/** The demo brand's rate table: 0.10 a point. */
export const DemoBrand = meta.story();
