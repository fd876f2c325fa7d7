import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { MessagesPage } from './messages-page';

const meta = {
  title: 'Member centre/MessagesPage',
  component: MessagesPage,
  decorators: [withStoryProviders],
} satisfies Meta<typeof MessagesPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Inbox: Story = {};
export const Empty: Story = {
  parameters: {
    answers: {
      '/wps/member/messages': { content: [], pageNum: 1, totalPages: 1 },
      '/wps/member/messages/unread': { count: 0 },
    },
  },
};
