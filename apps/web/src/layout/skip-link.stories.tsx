import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { SkipLink } from './skip-link';

const meta = preview.meta({
  title: 'Web/Layout/SkipLink',
  component: SkipLink,
  decorators: [withShell()],
});

/** Hidden until focused: press Tab in the canvas to see it. */
export const Default = meta.story();
