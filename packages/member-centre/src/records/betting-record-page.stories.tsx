import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { BettingRecordPage } from './betting-record-page';
import { EMPTY_RECORD_ANSWERS, RECORD_ANSWERS } from './record-story-answers';

const meta = {
  title: 'Member centre/BettingRecordPage',
  component: BettingRecordPage,
  decorators: [withStoryProviders],
  parameters: { answers: RECORD_ANSWERS },
} satisfies Meta<typeof BettingRecordPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Bets: Story = {};
export const Empty: Story = { parameters: { answers: EMPTY_RECORD_ANSWERS } };
