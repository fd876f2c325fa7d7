import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { member } from '../test/fixtures';
import { FeedbackForm } from './feedback-form';

const meta = {
  title: 'Support/FeedbackForm',
  component: FeedbackForm,
  decorators: [withStoryProviders],
  args: { minWords: 5, maxWords: 300 },
  parameters: { signedInAs: member },
} satisfies Meta<typeof FeedbackForm>;
export default meta;

export const Empty: StoryObj<typeof meta> = {};
