import preview from '../../stories/preview';
import { withShell } from '../../stories/story-shell';
import { DownloadArea } from './download-area';

const meta = preview.meta({
  title: 'Web/Layout/Footer/DownloadArea',
  component: DownloadArea,
  decorators: [withShell()],
});

export const Default = meta.story();
