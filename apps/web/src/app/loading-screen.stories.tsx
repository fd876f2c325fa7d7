import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { LoadingScreen } from './loading-screen';

const meta = preview.meta({
  title: 'Web/App/LoadingScreen',
  component: LoadingScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell()],
});

export const Default = meta.story();
