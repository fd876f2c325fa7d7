import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { BootScreen } from './boot-screen';

const meta = preview.meta({
  title: 'Web/App/BootScreen',
  component: BootScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell()],
});

export const Default = meta.story();
