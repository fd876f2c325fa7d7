import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressMeter } from './progress-meter';

const meta = {
  title: 'Feedback/ProgressMeter',
  component: ProgressMeter,
  args: { label: 'Valid bet', valueText: '₱1,200.00 of ₱2,000.00', value: 120_000, max: 200_000 },
} satisfies Meta<typeof ProgressMeter>;

export default meta;

export const HalfWay: StoryObj<typeof meta> = {};

export const Reached: StoryObj<typeof meta> = {
  args: { valueText: '₱2,500.00 of ₱2,000.00', value: 250_000 },
};
