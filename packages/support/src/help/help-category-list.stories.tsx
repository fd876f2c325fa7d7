import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { helpArticles } from '../test/fixtures';
import { HelpCategoryList } from './help-category-list';

const meta = preview.meta({
  title: 'Support/HelpCategoryList',
  component: HelpCategoryList,
  decorators: [withStoryProviders],
  args: { articles: helpArticles, articleHref: (slug: string) => `/help/${slug}` },
});

export const AllCategories = meta.story();
export const WithCurrentArticle = meta.story({ args: { currentSlug: 'deposit' } });
