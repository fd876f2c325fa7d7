import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { EveryCategorySearch } from './every-category-search';

const meta = preview.meta({
  title: 'Games lobby/EveryCategorySearch',
  component: EveryCategorySearch,
  decorators: [withStoryProviders],
  args: { name: 'game 1', onLaunch: () => {}, onNavigate: () => {} },
});

/** Matches in several categories, each under its own heading. */
export const Found = meta.story();
/** A vendor found by its name (a sports book has no games to list). */
export const VendorFound = meta.story({ args: { name: 'evolution' } });
/** Nothing matches: where it looked, and the hot games instead. */
export const NothingFound = meta.story({ args: { name: 'xyz' } });
/** The same on a phone. */
export const NothingFoundPhone = meta.story({
  args: { name: 'xyz' },
  globals: { viewport: { value: 'mobile1' } },
});
