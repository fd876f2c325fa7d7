import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { FakeChatPlatform } from '../test/fake-chat-socket';
import { member } from '../test/fixtures';
import { LiveChat } from './live-chat';

const meta = preview.meta({
  title: 'Support/LiveChat',
  component: LiveChat,
  decorators: [withStoryProviders],
  args: { socketUrl: 'ws://story.test/chat/socket' },
  parameters: { signedInAs: member },
});

export const WithHistory = meta.story({
  args: {
    createSocket: new FakeChatPlatform({
      history: ['Hello! How can we help you today?', 'Withdrawals are usually paid within 30 minutes.'],
    }).create,
  },
});

export const NoOperatorOnline = meta.story({
  args: { createSocket: new FakeChatPlatform({ operatorOnline: false }).create },
});

export const NoOperatorOnlineWithServiceHours = meta.story({
  args: {
    createSocket: new FakeChatPlatform({ operatorOnline: false }).create,
    serviceHours: { opens: '09:00', closes: '21:00', timeZone: 'GMT+8', replyWithinHours: 12 },
  },
});

// a brand without a mail server: the notice promises the chat and the Messages note only
export const NoOperatorOnlineWithoutMail = meta.story({
  args: { createSocket: new FakeChatPlatform({ operatorOnline: false }).create, mailDelivery: false },
});

export const VisitorNoOperatorOnline = meta.story({
  args: { createSocket: new FakeChatPlatform({ operatorOnline: false }).create },
  parameters: { signedInAs: null },
});

export const Visitor = meta.story({
  args: { createSocket: new FakeChatPlatform({ history: ['Welcome! Ask us anything.'] }).create },
  parameters: { signedInAs: null },
});

const limited = new FakeChatPlatform();
limited.guestLimit = true;

export const VisitorLimitReached = meta.story({
  args: { createSocket: limited.create },
  parameters: { signedInAs: null },
});

const ended = new FakeChatPlatform({ history: ['Is there anything else I can help with?'] });
ended.closed = true;

export const ConversationEnded = meta.story({
  args: { createSocket: ended.create },
});
