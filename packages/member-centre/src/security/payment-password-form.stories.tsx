import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { PaymentPasswordForm } from './payment-password-form';

const meta = preview.meta({
  title: 'Member centre/My account/PaymentPasswordForm',
  component: PaymentPasswordForm,
  decorators: [withStoryProviders],
  args: { hasPaymentPassword: false },
});

export const SetFirst = meta.story();
export const Change = meta.story({ args: { hasPaymentPassword: true } });
