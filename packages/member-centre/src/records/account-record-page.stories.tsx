import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { AccountRecordPage } from './account-record-page';
import { EMPTY_RECORD_ANSWERS, RECORD_ANSWERS } from './record-story-answers';

const meta = {
  title: 'Member centre/AccountRecordPage',
  component: AccountRecordPage,
  decorators: [withStoryProviders],
  parameters: { answers: RECORD_ANSWERS },
} satisfies Meta<typeof AccountRecordPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Entries: Story = {};
export const Empty: Story = { parameters: { answers: EMPTY_RECORD_ANSWERS } };
