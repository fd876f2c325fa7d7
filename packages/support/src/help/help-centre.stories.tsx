import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { HelpCentre } from './help-centre';

const meta = {
  title: 'Support/HelpCentre',
  component: HelpCentre,
  decorators: [withStoryProviders],
  args: { articleHref: (slug: string) => `/help/${slug}`, homeHref: '/help' },
} satisfies Meta<typeof HelpCentre>;
export default meta;

export const Categories: StoryObj<typeof meta> = {};
export const Article: StoryObj<typeof meta> = { args: { slug: 'deposit' } };
export const UnknownArticle: StoryObj<typeof meta> = { args: { slug: 'nothing-here' } };
export const LoadFailed: StoryObj<typeof meta> = {
  parameters: {
    answers: {
      '/wps/system/helpCenter': () => {
        throw new Error('The help centre is not available in this story');
      },
    },
  },
};
