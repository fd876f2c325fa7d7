import preview from '../../stories/preview';
import { storyPermission } from '../../stories/story-fixtures';
import { withShell } from '../../stories/story-shell';
import { ResourceLink } from './resource-link';

const [telegram, facebook] = storyPermission().resources;
if (!telegram || !facebook) throw new Error('the story permission lists two resources');

const meta = preview.meta({
  title: 'Web/Layout/RightSideBar/ResourceLink',
  component: ResourceLink,
  args: { resource: telegram },
  decorators: [withShell()],
});

export const WithQrCode = meta.story();
export const WithoutQrCode = meta.story({ args: { resource: facebook } });
export const FooterStyle = meta.story({ args: { showQr: false } });
