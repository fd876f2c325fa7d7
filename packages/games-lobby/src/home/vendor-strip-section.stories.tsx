import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { VendorStripSection } from './vendor-strip-section';

const meta = preview.meta({
  title: 'Games lobby/Home/VendorStripSection',
  component: VendorStripSection,
  decorators: [withStoryProviders],
});

export const Default = meta.story();
