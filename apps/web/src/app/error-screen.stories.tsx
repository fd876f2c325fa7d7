import { ChunkLoadError } from '../chunks/chunk-load-error';
import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { ErrorScreen } from './error-screen';

const meta = preview.meta({
  title: 'Web/App/ErrorScreen',
  component: ErrorScreen,
  args: { error: new TypeError('Failed to fetch dynamically imported module'), onRetry: () => {} },
  decorators: [withShell()],
});

export const ChunkFailedToLoad = meta.story();
export const ChunkTimedOut = meta.story({
  args: { error: new ChunkLoadError('Loading chunk timed out after 120000 ms', true) },
});
export const StylesheetFailed = meta.story({
  args: { error: new Error('Unable to preload CSS for /assets/category-screen.css') },
});
export const RenderError = meta.story({ args: { error: new Error('render failed') } });
