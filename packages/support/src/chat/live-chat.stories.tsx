import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { FakeChatPlatform } from '../test/fake-chat-socket';
import { member } from '../test/fixtures';
import { LiveChat } from './live-chat';

const meta = {
  title: 'Support/LiveChat',
  component: LiveChat,
  decorators: [withStoryProviders],
  args: { socketUrl: 'ws://story.test/chat/socket' },
  parameters: { signedInAs: member },
} satisfies Meta<typeof LiveChat>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithHistory: Story = {
  args: {
    createSocket: new FakeChatPlatform({
      history: ['Hello! How can we help you today?', 'Withdrawals are usually paid within 30 minutes.'],
    }).create,
  },
};

export const NoOperatorOnline: Story = {
  args: { createSocket: new FakeChatPlatform({ operatorOnline: false }).create },
};

export const NoOperatorOnlineWithServiceHours: Story = {
  args: {
    createSocket: new FakeChatPlatform({ operatorOnline: false }).create,
    serviceHours: { opens: '09:00', closes: '21:00', timeZone: 'GMT+8', replyWithinHours: 12 },
  },
};

// a brand without a mail server: the notice promises the chat and the Messages note only
export const NoOperatorOnlineWithoutMail: Story = {
  args: { createSocket: new FakeChatPlatform({ operatorOnline: false }).create, mailDelivery: false },
};

export const VisitorNoOperatorOnline: Story = {
  args: { createSocket: new FakeChatPlatform({ operatorOnline: false }).create },
  parameters: { signedInAs: null },
};

export const Visitor: Story = {
  args: { createSocket: new FakeChatPlatform({ history: ['Welcome! Ask us anything.'] }).create },
  parameters: { signedInAs: null },
};

const limited = new FakeChatPlatform();
limited.guestLimit = true;

export const VisitorLimitReached: Story = {
  args: { createSocket: limited.create },
  parameters: { signedInAs: null },
};

const ended = new FakeChatPlatform({ history: ['Is there anything else I can help with?'] });
ended.closed = true;

export const ConversationEnded: Story = {
  args: { createSocket: ended.create },
};
