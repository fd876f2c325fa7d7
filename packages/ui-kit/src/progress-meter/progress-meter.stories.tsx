import preview from '../stories/preview';
import { ProgressMeter } from './progress-meter';

const meta = preview.meta({
  title: 'Feedback/ProgressMeter',
  component: ProgressMeter,
  args: { label: 'Valid bet', valueText: '₱1,200.00 of ₱2,000.00', value: 120_000, max: 200_000 },
});

export const HalfWay = meta.story();

export const Reached = meta.story({
  args: { valueText: '₱2,500.00 of ₱2,000.00', value: 250_000 },
});
