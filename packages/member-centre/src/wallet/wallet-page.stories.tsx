import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { WalletPage } from './wallet-page';

const meta = preview.meta({
  title: 'Member centre/WalletPage',
  component: WalletPage,
  decorators: [withStoryProviders],
});

export const GameWallets = meta.story();
export const SingleWallet = meta.story({
  parameters: { answers: { '/wps/merchant/wallet': { isSingle: true, vendors: [] } } },
});
