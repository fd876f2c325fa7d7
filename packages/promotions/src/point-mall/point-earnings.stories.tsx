import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { member, pointEarningsFixture } from '../test/fixtures';
import { PointEarnings } from './point-earnings';

const meta = preview.meta({
  title: 'Promotions/PointEarnings',
  component: PointEarnings,
  decorators: [withStoryProviders],
  args: { money: (minor: number) => `₱${(minor / 100).toFixed(2)}`, locale: 'en' },
  parameters: { signedInAs: member, answers: { '/wps/points/earnings': pointEarningsFixture() } },
});

/** Two days of points earned, and a second page. */
export const Earned = meta.story();

/** Nothing earned yet. */
export const NothingYet = meta.story({
  parameters: { answers: { '/wps/points/earnings': { rows: [], page: 1, totalPages: 1 } } },
});
