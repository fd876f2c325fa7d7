import preview from '../../stories/preview';
import { withShell } from '../../stories/story-shell';
import { VendorSlider } from './vendor-slider';

const meta = preview.meta({
  title: 'Web/Layout/Footer/VendorSlider',
  component: VendorSlider,
  decorators: [withShell()],
});

export const Default = meta.story();
