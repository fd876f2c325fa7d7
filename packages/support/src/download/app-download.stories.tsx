import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { AppDownload } from './app-download';

const meta = preview.meta({
  title: 'Support/AppDownload',
  component: AppDownload,
  decorators: [withStoryProviders],
});

export const BothApps = meta.story();
export const AndroidAsked = meta.story({ args: { focusPlatform: 'ANDROID' } });
