import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { HelpCentre } from './help-centre';

const meta = preview.meta({
  title: 'Support/HelpCentre',
  component: HelpCentre,
  decorators: [withStoryProviders],
  args: { articleHref: (slug: string) => `/help/${slug}`, homeHref: '/help' },
});

export const Categories = meta.story();
export const Article = meta.story({ args: { slug: 'deposit' } });
export const UnknownArticle = meta.story({ args: { slug: 'nothing-here' } });
export const LoadFailed = meta.story({
  parameters: {
    answers: {
      '/wps/system/helpCenter': () => {
        throw new Error('The help centre is not available in this story');
      },
    },
  },
});
