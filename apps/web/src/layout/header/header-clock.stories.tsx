import preview from '../../stories/preview';
import { withShell } from '../../stories/story-shell';
import { HeaderClock } from './header-clock';

const meta = preview.meta({
  title: 'Web/Layout/Header/HeaderClock',
  component: HeaderClock,
  decorators: [withShell()],
});

export const Default = meta.story();
