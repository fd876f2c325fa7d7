import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../../stories/story-shell';
import { PaymentLogos } from './payment-logos';

const meta = {
  title: 'Web/Layout/Footer/PaymentLogos',
  component: PaymentLogos,
  decorators: [withShell()],
} satisfies Meta<typeof PaymentLogos>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
