import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { ProfitPage } from './profit-page';
import { EMPTY_PROFIT_ANSWERS, PROFIT_ANSWERS } from './profit-story-answers';

const meta = {
  title: 'Member centre/ProfitPage',
  component: ProfitPage,
  decorators: [withStoryProviders],
  parameters: { answers: PROFIT_ANSWERS },
} satisfies Meta<typeof ProfitPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Week: Story = {};
export const Empty: Story = { parameters: { answers: EMPTY_PROFIT_ANSWERS } };
