import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { member, pointConfigFixture } from '../test/fixtures';
import { ConvertPointsForm } from './convert-points-form';

const meta = preview.meta({
  title: 'Promotions/ConvertPointsForm',
  component: ConvertPointsForm,
  decorators: [withStoryProviders],
  args: {
    config: pointConfigFixture(),
    balance: 1_250,
    money: (minor: number) => `₱${(minor / 100).toFixed(2)}`,
    locale: 'en',
    onConverted: () => {},
  },
  parameters: { signedInAs: member },
});

/** The ratio, the rate table, the points and the payment password. */
export const Ready = meta.story();

/** No payment password yet: the member is told to set one first. */
export const WithoutPaymentPassword = meta.story({
  args: { config: pointConfigFixture({ hasPaymentPassword: false }) },
});
