import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { BetDetailDialog } from './bet-detail-dialog';
import { RECORD_ANSWERS } from './record-story-answers';

const meta = {
  title: 'Member centre/BetDetailDialog',
  component: BetDetailDialog,
  decorators: [withStoryProviders],
  parameters: { answers: RECORD_ANSWERS },
  args: { id: 'G1', language: 'EN', onClose: () => {} },
} satisfies Meta<typeof BetDetailDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Round: Story = {};
