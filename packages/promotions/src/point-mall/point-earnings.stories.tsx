import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { member, pointEarningsFixture } from '../test/fixtures';
import { PointEarnings } from './point-earnings';

const meta = {
  title: 'Promotions/PointEarnings',
  component: PointEarnings,
  decorators: [withStoryProviders],
  args: { money: (minor: number) => `₱${(minor / 100).toFixed(2)}`, locale: 'en' },
  parameters: { signedInAs: member, answers: { '/wps/points/earnings': pointEarningsFixture() } },
} satisfies Meta<typeof PointEarnings>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Two days of points earned, and a second page. */
export const Earned: Story = {};

/** Nothing earned yet. */
export const NothingYet: Story = {
  parameters: { answers: { '/wps/points/earnings': { rows: [], page: 1, totalPages: 1 } } },
};
