import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { welcomeBonus } from '../test/fixtures';
import { DepositPage } from './deposit-page';

const meta = preview.meta({
  title: 'Member centre/DepositPage',
  component: DepositPage,
  decorators: [withStoryProviders],
});

export const WithOrders = meta.story();
/** Before the first deposit: the welcome bonus with its terms above the form. */
export const FirstDeposit = meta.story({
  parameters: { answers: { '/wps/deposit/orders': { orders: [] } } },
});
/** The welcome bonus was earned with an earlier deposit: no note. */
export const BonusEarned = meta.story({
  parameters: { answers: { '/wps/deposit/welcome-bonus': { ...welcomeBonus(), eligible: false } } },
});
export const NoChannels = meta.story({ parameters: { answers: { '/wps/deposit/channels': [] } } });
