import { trialMemberFixture } from '@marquee/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { FakeChatRoom } from '../test/fake-room-socket';
import { member, roomMessage } from '../test/fixtures';
import { ChatRoom } from './chat-room';

const history = [
  roomMessage(),
  roomMessage({ id: 'room-message-2', name: 'ma***a', text: 'Anyone tried the new fishing game?' }),
  roomMessage({ id: 'room-message-3', name: 'pl***1', mine: true, text: 'Yes, the golden shark pays well!' }),
  roomMessage({
    id: 'room-message-4',
    name: 'ro***o',
    text: '<b>not bold</b> and https://not-a-link.example stay as typed',
  }),
];

const meta = {
  title: 'Support/ChatRoom',
  component: ChatRoom,
  decorators: [withStoryProviders],
  args: { socketUrl: 'ws://story.test/chat/room/socket', createSocket: new FakeChatRoom().create },
  parameters: {
    signedInAs: member,
    answers: { '/wps/chat-room/messages': { messages: history, readOnly: null } },
  },
} satisfies Meta<typeof ChatRoom>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Member: Story = {};

export const EmptyRoom: Story = {
  parameters: { answers: { '/wps/chat-room/messages': { messages: [], readOnly: null } } },
};

export const TrialAccountReadsOnly: Story = {
  parameters: {
    signedInAs: trialMemberFixture(),
    answers: { '/wps/chat-room/messages': { messages: history, readOnly: 'TRIAL' } },
  },
};

export const MutedMember: Story = {
  parameters: { answers: { '/wps/chat-room/messages': { messages: history, readOnly: 'MUTED' } } },
};
