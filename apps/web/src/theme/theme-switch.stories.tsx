import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { ThemeSwitch } from './theme-switch';

const meta = preview.meta({
  title: 'Web/Layout/Header/ThemeSwitch',
  component: ThemeSwitch,
  args: { className: 'app-icon-button' },
  decorators: [withShell()],
});

export const Default = meta.story();
