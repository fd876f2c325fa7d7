import preview from '../stories/preview';
import { Clock } from './clock';

const meta = preview.meta({
  title: 'Content/Clock',
  component: Clock,
  args: { timeZone: 'Asia/Manila', locale: 'en' },
});

export const Live = meta.story();

const fixed = new Date('2025-03-05T06:07:09Z');
export const Fixed = meta.story({ args: { now: () => fixed } });
export const Vietnamese = meta.story({ args: { now: () => fixed, locale: 'vi' } });
