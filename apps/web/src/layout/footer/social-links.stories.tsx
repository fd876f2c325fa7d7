import preview from '../../stories/preview';
import { withShell } from '../../stories/story-shell';
import { SocialLinks } from './social-links';

const meta = preview.meta({
  title: 'Web/Layout/Footer/SocialLinks',
  component: SocialLinks,
  decorators: [withShell()],
});

export const Default = meta.story();
