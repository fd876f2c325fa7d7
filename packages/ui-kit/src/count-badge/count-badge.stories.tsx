import preview from '../stories/preview';
import { CountBadge } from './count-badge';

const meta = preview.meta({
  title: 'Content/CountBadge',
  component: CountBadge,
  args: { count: 3, label: '3 unread messages' },
});

export const Few = meta.story();
export const Many = meta.story({ args: { count: 120, label: '120 unread messages' } });
