import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { RecallResults } from './recall-results';

const meta = preview.meta({
  title: 'Member centre/RecallResults',
  component: RecallResults,
  decorators: [withStoryProviders],
});

export const EachOutcome = meta.story({
  args: {
    results: [
      { vassalage: 'OCFI', name: 'Ocean Fishing', amount: 35_000, status: 'RECALLED', code: null },
      { vassalage: 'REKI', name: 'Reef King', amount: 0, status: 'EMPTY', code: null },
      { vassalage: 'DEBL', name: 'Deep Blue', amount: 0, status: 'FAILED', code: 'VENDOR_MAINTENANCE' },
    ],
  },
});
