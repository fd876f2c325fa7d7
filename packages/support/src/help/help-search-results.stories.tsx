import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { helpArticles } from '../test/fixtures';
import { HelpSearchResults } from './help-search-results';

const meta = {
  title: 'Support/HelpSearchResults',
  component: HelpSearchResults,
  decorators: [withStoryProviders],
  args: {
    query: 'deposit',
    results: helpArticles.slice(1, 2),
    articleHref: (slug: string) => `/help/${slug}`,
  },
} satisfies Meta<typeof HelpSearchResults>;
export default meta;

export const Found: StoryObj<typeof meta> = {};
export const NothingFound: StoryObj<typeof meta> = { args: { query: 'jackpot', results: [] } };
