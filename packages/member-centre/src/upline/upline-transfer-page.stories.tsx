import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { uplineTransferInfo } from '../test/fixtures';
import { UplineTransferPage } from './upline-transfer-page';

const meta = {
  title: 'Member centre/UplineTransferPage',
  component: UplineTransferPage,
  decorators: [withStoryProviders],
} satisfies Meta<typeof UplineTransferPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithUpline: Story = {};
export const NoUpline: Story = {
  parameters: { answers: { '/wps/upline/info': { ...uplineTransferInfo, upline: null, enabled: false } } },
};
export const NotEnabled: Story = {
  parameters: { answers: { '/wps/upline/info': { ...uplineTransferInfo, enabled: false } } },
};
export const NeedsPaymentPassword: Story = {
  parameters: { answers: { '/wps/upline/info': { ...uplineTransferInfo, hasPaymentPassword: false } } },
};
