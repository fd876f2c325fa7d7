import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountBadge } from './count-badge';

const meta = {
  title: 'Content/CountBadge',
  component: CountBadge,
  args: { count: 3, label: '3 unread messages' },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {};
export const Many: Story = { args: { count: 120, label: '120 unread messages' } };
