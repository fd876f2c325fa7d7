import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { vendorCard } from '../test/fixtures';
import { VendorChoice } from './vendor-choice';

const meta = {
  title: 'Games lobby/VendorChoice',
  component: VendorChoice,
  decorators: [withStoryProviders],
  args: { vendor: vendorCard('SABA', 'SABA Sports', 'SPORTS', 1, { smallIcon: '' }), onChoose: () => {} },
} satisfies Meta<typeof VendorChoice>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Hot: Story = {};
export const Starting: Story = { args: { busy: true, disabled: true } };
export const UnderMaintenance: Story = {
  args: { vendor: vendorCard('CMD', 'CMD368', 'SPORTS', 0, { smallIcon: '', maintenance: true }) },
};
