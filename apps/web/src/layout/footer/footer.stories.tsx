import preview from '../../stories/preview';
import { withShell } from '../../stories/story-shell';
import { Footer } from './footer';

const meta = preview.meta({
  title: 'Web/Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
});

export const Default = meta.story({ decorators: [withShell()] });

/** Before the vendor lanes arrive the slider is left out instead of showing an empty strip. */
export const WithoutVendors = meta.story({ decorators: [withShell({ lanes: { data: { lanes: [] } } })] });
