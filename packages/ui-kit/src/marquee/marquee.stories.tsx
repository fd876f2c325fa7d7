import preview from '../stories/preview';
import { Marquee } from './marquee';

const meta = preview.meta({
  title: 'Content/Marquee',
  component: Marquee,
  args: {
    label: 'Notices',
    items: [
      'Scheduled maintenance on Sunday 02:00–04:00',
      'New slot games from three providers',
      'Lottery results for draw #1024 are published',
    ],
    onSelect: () => {},
  },
});

export const Default = meta.story();
export const Slow = meta.story({ args: { duration: 40000 } });
export const SingleNotice = meta.story({ args: { items: ['Welcome to the new lobby'] } });
