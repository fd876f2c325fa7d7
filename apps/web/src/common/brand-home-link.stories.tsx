import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { BrandHomeLink } from './brand-home-link';

const meta = preview.meta({
  title: 'Web/Common/BrandHomeLink',
  component: BrandHomeLink,
  decorators: [withShell({ path: '/login' })],
});

export const Default = meta.story();
