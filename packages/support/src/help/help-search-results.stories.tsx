import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { helpArticles } from '../test/fixtures';
import { HelpSearchResults } from './help-search-results';

const meta = preview.meta({
  title: 'Support/HelpSearchResults',
  component: HelpSearchResults,
  decorators: [withStoryProviders],
  args: {
    query: 'deposit',
    results: helpArticles.slice(1, 2),
    articleHref: (slug: string) => `/help/${slug}`,
  },
});

export const Found = meta.story();
export const NothingFound = meta.story({ args: { query: 'jackpot', results: [] } });
