import preview from '../stories/preview';
import { PaymentPasswordField } from './payment-password-field';

const meta = preview.meta({
  title: 'Forms/PaymentPasswordField',
  component: PaymentPasswordField,
  args: { label: 'Payment password' },
});

export const Empty = meta.story();
export const WithError = meta.story({ args: { defaultValue: '12', error: 'Six digits' } });
