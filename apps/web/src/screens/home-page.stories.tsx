import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { HomePage } from './home-page';

const meta = preview.meta({
  title: 'Web/Screens/HomePage',
  component: HomePage,
  decorators: [withShell()],
});

/** Home's content is the layout around it (see Web/Layout/RootLayout); the page adds its heading. */
export const Default = meta.story();
