import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { VendorBalanceItem } from './vendor-balance-item';

const meta = preview.meta({
  title: 'Member centre/VendorBalanceItem',
  component: VendorBalanceItem,
  decorators: [withStoryProviders, (Story) => <ul className="mq-stack-list">{Story()}</ul>],
});

export const WithBalance = meta.story({
  args: { vendor: { vassalage: 'OCFI', name: 'Ocean Fishing', maintenance: false } },
});
export const UnderMaintenance = meta.story({
  args: { vendor: { vassalage: 'DEBL', name: 'Deep Blue', maintenance: true } },
});
