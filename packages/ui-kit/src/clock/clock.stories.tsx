import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock } from './clock';

const meta = {
  title: 'Content/Clock',
  component: Clock,
  args: { timeZone: 'Asia/Manila', locale: 'en' },
} satisfies Meta<typeof Clock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {};

const fixed = new Date('2025-03-05T06:07:09Z');
export const Fixed: Story = { args: { now: () => fixed } };
export const Vietnamese: Story = { args: { now: () => fixed, locale: 'vi' } };
