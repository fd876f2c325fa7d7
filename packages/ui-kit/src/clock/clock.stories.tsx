import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock } from './clock';

const meta = {
  title: 'Content/Clock',
  component: Clock,
  args: { format: 'DD/MM/YYYY, HH:mm:ss' },
} satisfies Meta<typeof Clock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {};

const fixed = new Date(2025, 2, 5, 14, 7, 9);
export const Fixed: Story = { args: { now: () => fixed } };
export const TimeOnly: Story = { args: { format: 'HH:mm:ss' } };
