import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { ImageFileInput } from './image-file-input';

const meta = preview.meta({
  title: 'Session/ImageFileInput',
  component: ImageFileInput,
  decorators: [withStoryProviders],
  args: { 'aria-label': 'Proof of payment' },
});

export const Empty = meta.story();
export const Disabled = meta.story({ args: { disabled: true } });
