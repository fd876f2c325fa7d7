import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { helpArticles } from '../test/fixtures';
import { HelpCategoryList } from './help-category-list';

const meta = {
  title: 'Support/HelpCategoryList',
  component: HelpCategoryList,
  decorators: [withStoryProviders],
  args: { articles: helpArticles, articleHref: (slug: string) => `/help/${slug}` },
} satisfies Meta<typeof HelpCategoryList>;
export default meta;

export const AllCategories: StoryObj<typeof meta> = {};
export const WithCurrentArticle: StoryObj<typeof meta> = { args: { currentSlug: 'deposit' } };
