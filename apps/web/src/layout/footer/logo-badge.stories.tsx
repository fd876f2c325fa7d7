import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogoBadge } from './logo-badge';

const meta = {
  title: 'Web/Layout/Footer/LogoBadge',
  component: LogoBadge,
  args: {
    name: 'Secure connection',
    children: <rect x="5" y="10" width="14" height="10" rx="2" stroke="currentColor" fill="none" />,
  },
} satisfies Meta<typeof LogoBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
