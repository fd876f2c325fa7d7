import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyVendorLogo } from '../stories/story-art';
import { withStoryProviders } from '../stories/story-support';
import { vendorCard } from '../test/fixtures';
import { VendorMaintenanceDialog } from './vendor-maintenance-dialog';

const meta = {
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
    category: 'SPORTS',
    onClose: () => {},
    onChoose: () => {},
  },
} satisfies Meta<typeof VendorMaintenanceDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
export const WithAlternatives: Story = {};
export const NoAlternative: Story = { args: { alternatives: [] } };
