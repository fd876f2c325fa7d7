import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { ForgotPasswordModal } from './forgot-password-modal';

const meta = preview.meta({
  title: 'Auth/ForgotPasswordModal',
  component: ForgotPasswordModal,
  args: { open: true, onClose: () => undefined, onLoggedIn: () => undefined },
  decorators: [withStoryProviders],
});

export const EmailOnly = meta.story();
export const EmailOrPhone = meta.story({
  args: { features: { CHNGPASSVERIF3: true, LOGINCOUNTRYCODE3: true } },
});
export const PhoneOnlyWithoutMail = meta.story({
  args: { features: { CHNGPASSVERIF3: true, LOGINCOUNTRYCODE3: true, mailDelivery: false } },
});
export const NeitherMailNorSms = meta.story({ args: { features: { mailDelivery: false } } });
export const FromResetLink = meta.story({ args: { resetCode: 'story-code' } });
