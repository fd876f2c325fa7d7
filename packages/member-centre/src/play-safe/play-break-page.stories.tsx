import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { PlayBreakPage } from './play-break-page';
import { BREAK_ANSWERS, IN_TIME_OUT_ANSWERS } from './play-safe-story-answers';

const meta = {
  title: 'Member centre/PlayBreakPage',
  component: PlayBreakPage,
  decorators: [withStoryProviders],
  parameters: { answers: BREAK_ANSWERS },
} satisfies Meta<typeof PlayBreakPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Choose: Story = {};
export const InTimeOut: Story = { parameters: { answers: IN_TIME_OUT_ANSWERS } };
