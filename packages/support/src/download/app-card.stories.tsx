import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { appReleases } from '../test/fixtures';
import { AppCard } from './app-card';

const meta = preview.meta({
  title: 'Support/AppCard',
  component: AppCard,
  decorators: [withStoryProviders],
  args: { release: appReleases[0], isPhone: false },
});

export const OnADesktop = meta.story();
export const OnAPhone = meta.story({ args: { isPhone: true } });
