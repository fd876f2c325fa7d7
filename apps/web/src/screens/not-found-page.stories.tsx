import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { NotFoundPage } from './not-found-page';

const meta = preview.meta({
  title: 'Web/Screens/NotFoundPage',
  component: NotFoundPage,
  decorators: [withShell({ path: '/vip' })],
});

export const Default = meta.story();
