import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { VendorBalanceItem } from './vendor-balance-item';

const meta = {
  title: 'Member centre/VendorBalanceItem',
  component: VendorBalanceItem,
  decorators: [withStoryProviders, (Story) => <ul className="mq-stack-list">{Story()}</ul>],
} satisfies Meta<typeof VendorBalanceItem>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithBalance: Story = {
  args: { vendor: { vassalage: 'OCFI', name: 'Ocean Fishing', maintenance: false } },
};
export const UnderMaintenance: Story = {
  args: { vendor: { vassalage: 'DEBL', name: 'Deep Blue', maintenance: true } },
};
