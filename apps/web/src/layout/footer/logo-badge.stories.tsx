import preview from '../../stories/preview';
import { LogoBadge } from './logo-badge';

const meta = preview.meta({
  title: 'Web/Layout/Footer/LogoBadge',
  component: LogoBadge,
  args: {
    name: 'Secure connection',
    children: <rect x="5" y="10" width="14" height="10" rx="2" stroke="currentColor" fill="none" />,
  },
});

export const Default = meta.story();
