import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { helpArticles } from '../test/fixtures';
import { HelpArticleView } from './help-article-view';

const meta = {
  title: 'Support/HelpArticleView',
  component: HelpArticleView,
  decorators: [withStoryProviders],
  args: {
    article: helpArticles[1],
    articles: helpArticles,
    articleHref: (slug: string) => `/help/${slug}`,
    homeHref: '/help',
  },
} satisfies Meta<typeof HelpArticleView>;
export default meta;

export const Article: StoryObj<typeof meta> = {};
export const NotFound: StoryObj<typeof meta> = { args: { article: undefined } };
