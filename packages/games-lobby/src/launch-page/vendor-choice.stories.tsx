import preview from '../stories/preview';
import { storyVendorLogo } from '../stories/story-art';
import { withStoryProviders } from '../stories/story-support';
import { vendorCard } from '../test/fixtures';
import { VendorChoice } from './vendor-choice';

const meta = preview.meta({
  title: 'Games lobby/VendorChoice',
  component: VendorChoice,
  decorators: [withStoryProviders],
  args: {
    vendor: vendorCard('SABA', 'SABA Sports', 'SPORTS', 1, { smallIcon: storyVendorLogo('SABA') }),
    category: 'SPORTS' as const,
    onChoose: () => {},
  },
});

export const Hot = meta.story();
export const Starting = meta.story({ args: { busy: true, disabled: true } });
export const UnderMaintenance = meta.story({
  args: {
    vendor: vendorCard('CMD', 'CMD368', 'SPORTS', 0, {
      smallIcon: storyVendorLogo('CMD'),
      maintenance: true,
    }),
  },
});
export const Esports = meta.story({
  args: {
    vendor: vendorCard('IMES', 'IM Esports', 'SPORTS', 0, { smallIcon: storyVendorLogo('IMES') }),
    category: 'ESPORTS',
  },
});
export const Cockfight = meta.story({
  args: {
    vendor: vendorCard('DS88', 'DS88 Sabong', 'SPORTS', 0, { smallIcon: storyVendorLogo('DS88') }),
    category: 'COCKFIGHT',
  },
});
/** Without a logo the card keeps its 2:1 box with the default image. */
export const WithoutLogo = meta.story({
  args: { vendor: vendorCard('BTI', 'BTi Sports', 'SPORTS', 0, { smallIcon: '' }) },
});
