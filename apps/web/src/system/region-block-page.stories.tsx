import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { RegionBlockPage } from './region-block-page';

const meta = preview.meta({
  title: 'Web/System/RegionBlockPage',
  component: RegionBlockPage,
  args: { ip: '198.51.100.23' },
  parameters: { layout: 'fullscreen' },
  decorators: [withShell()],
});

export const Default = meta.story();
