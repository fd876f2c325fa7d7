import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { programme } from '../test/fixtures';
import { AffiliateProgramme } from './affiliate-programme';

const meta = preview.meta({
  title: 'Support/AffiliateProgramme',
  component: AffiliateProgramme,
  decorators: [withStoryProviders],
  args: { programme, currencySymbol: '₱', locale: 'en' },
});

export const Tiers = meta.story();
