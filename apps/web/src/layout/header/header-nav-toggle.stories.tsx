import preview from '../../stories/preview';
import { withShell } from '../../stories/story-shell';
import { HeaderNavToggle } from './header-nav-toggle';

const meta = preview.meta({
  title: 'Web/Layout/Header/HeaderNavToggle',
  component: HeaderNavToggle,
  args: { controls: 'app-top-menu' },
  decorators: [withShell({ path: '/seamless' })],
});

export const Default = meta.story();
