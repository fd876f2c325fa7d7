import preview from '../../stories/preview';
import { withShell } from '../../stories/story-shell';
import { PaymentLogos } from './payment-logos';

const meta = preview.meta({
  title: 'Web/Layout/Footer/PaymentLogos',
  component: PaymentLogos,
  decorators: [withShell()],
});

export const Default = meta.story();
