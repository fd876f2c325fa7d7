import preview from '../../stories/preview';
import { withShell } from '../../stories/story-shell';
import { HelpLinks } from './help-links';

const meta = preview.meta({
  title: 'Web/Layout/Footer/HelpLinks',
  component: HelpLinks,
  decorators: [withShell()],
});

export const Default = meta.story();
