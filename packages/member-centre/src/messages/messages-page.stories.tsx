import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { MessagesPage } from './messages-page';

const meta = preview.meta({
  title: 'Member centre/MessagesPage',
  component: MessagesPage,
  decorators: [withStoryProviders],
});

export const Inbox = meta.story();
export const Empty = meta.story({
  parameters: {
    answers: {
      '/wps/member/messages': { content: [], pageNum: 1, totalPages: 1 },
      '/wps/member/messages/unread': { count: 0 },
    },
  },
});
