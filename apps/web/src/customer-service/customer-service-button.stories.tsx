import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../stories/story-shell';
import { CustomerServiceButton } from './customer-service-button';

const meta = {
  title: 'Web/CustomerServiceButton',
  component: CustomerServiceButton,
  decorators: [withShell()],
} satisfies Meta<typeof CustomerServiceButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a 440×750 window on click and loads the chat address into it. */
export const Default: Story = {};
export const WithLabel: Story = { args: { label: 'Contact customer service', variant: 'secondary' } };
