import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { helpArticles } from '../test/fixtures';
import { HelpArticleView } from './help-article-view';

const meta = preview.meta({
  title: 'Support/HelpArticleView',
  component: HelpArticleView,
  decorators: [withStoryProviders],
  args: {
    article: helpArticles[1],
    articles: helpArticles,
    articleHref: (slug: string) => `/help/${slug}`,
    homeHref: '/help',
  },
});

export const Article = meta.story();
export const NotFound = meta.story({ args: { article: undefined } });
