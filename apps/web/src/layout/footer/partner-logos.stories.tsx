import preview from '../../stories/preview';
import { withShell } from '../../stories/story-shell';
import { PartnerLogos } from './partner-logos';

const meta = preview.meta({
  title: 'Web/Layout/Footer/PartnerLogos',
  component: PartnerLogos,
  decorators: [withShell()],
});

export const Default = meta.story();
