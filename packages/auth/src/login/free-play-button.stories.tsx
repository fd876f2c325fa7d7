import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { FreePlayButton } from './free-play-button';

const meta = preview.meta({
  title: 'Auth/FreePlayButton',
  component: FreePlayButton,
  args: { onLoggedIn: () => undefined },
  decorators: [withStoryProviders],
});

export const Default = meta.story();
