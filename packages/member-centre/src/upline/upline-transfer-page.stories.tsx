import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { uplineTransferInfo } from '../test/fixtures';
import { UplineTransferPage } from './upline-transfer-page';

const meta = preview.meta({
  title: 'Member centre/UplineTransferPage',
  component: UplineTransferPage,
  decorators: [withStoryProviders],
});

export const WithUpline = meta.story();
export const NoUpline = meta.story({
  parameters: { answers: { '/wps/upline/info': { ...uplineTransferInfo, upline: null, enabled: false } } },
});
export const NotEnabled = meta.story({
  parameters: { answers: { '/wps/upline/info': { ...uplineTransferInfo, enabled: false } } },
});
export const NeedsPaymentPassword = meta.story({
  parameters: { answers: { '/wps/upline/info': { ...uplineTransferInfo, hasPaymentPassword: false } } },
});
