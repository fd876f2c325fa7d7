import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { pointConfigFixture } from '../test/fixtures';
import { PointRates } from './point-rates';

const meta = {
  title: 'Promotions/PointRates',
  component: PointRates,
  decorators: [withStoryProviders],
  args: {
    rates: pointConfigFixture().rates,
    money: (minor: number) => `₱${(minor / 100).toFixed(2)}`,
    locale: 'en',
  },
} satisfies Meta<typeof PointRates>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The demo brand's rate table: 0.10 a point. */
export const DemoBrand: Story = {};
