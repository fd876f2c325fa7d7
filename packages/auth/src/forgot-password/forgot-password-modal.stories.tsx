import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { ForgotPasswordModal } from './forgot-password-modal';

const meta = {
  title: 'Auth/ForgotPasswordModal',
  component: ForgotPasswordModal,
  args: { open: true, onClose: () => undefined, onLoggedIn: () => undefined },
  decorators: [withStoryProviders],
} satisfies Meta<typeof ForgotPasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmailOnly: Story = {};
export const EmailOrPhone: Story = { args: { features: { CHNGPASSVERIF3: true, LOGINCOUNTRYCODE3: true } } };
export const PhoneOnlyWithoutMail: Story = {
  args: { features: { CHNGPASSVERIF3: true, LOGINCOUNTRYCODE3: true, mailDelivery: false } },
};
export const NeitherMailNorSms: Story = { args: { features: { mailDelivery: false } } };
export const FromResetLink: Story = { args: { resetCode: 'story-code' } };
