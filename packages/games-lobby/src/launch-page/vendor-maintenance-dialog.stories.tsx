import preview from '../stories/preview';
import { storyVendorLogo } from '../stories/story-art';
import { withStoryProviders } from '../stories/story-support';
import { vendorCard } from '../test/fixtures';
import { VendorMaintenanceDialog } from './vendor-maintenance-dialog';

const meta = preview.meta({
  title: 'Games lobby/VendorMaintenanceDialog',
  component: VendorMaintenanceDialog,
  decorators: [withStoryProviders],
  args: {
    vendor: vendorCard('SABA', 'SABA Sports', 'SPORTS', 0, {
      smallIcon: storyVendorLogo('SABA'),
      maintenance: true,
    }),
    alternatives: [
      vendorCard('CMD', 'CMD368', 'SPORTS', 1, { smallIcon: storyVendorLogo('CMD') }),
      vendorCard('BTI', 'BTi Sports', 'SPORTS', 0, { smallIcon: '' }),
    ],
    category: 'SPORTS' as const,
    onClose: () => {},
    onChoose: () => {},
  },
});

export const WithAlternatives = meta.story();
export const NoAlternative = meta.story({ args: { alternatives: [] } });
