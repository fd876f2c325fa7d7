import { trialMemberFixture } from '@marquee/api-client/testing';
import preview from '../stories/preview';
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

const meta = preview.meta({
  title: 'Support/ChatRoom',
  component: ChatRoom,
  decorators: [withStoryProviders],
  args: { socketUrl: 'ws://story.test/chat/room/socket', createSocket: new FakeChatRoom().create },
  parameters: {
    signedInAs: member,
    answers: { '/wps/chat-room/messages': { messages: history, readOnly: null } },
  },
});

export const Member = meta.story();

export const EmptyRoom = meta.story({
  parameters: { answers: { '/wps/chat-room/messages': { messages: [], readOnly: null } } },
});

export const TrialAccountReadsOnly = meta.story({
  parameters: {
    signedInAs: trialMemberFixture(),
    answers: { '/wps/chat-room/messages': { messages: history, readOnly: 'TRIAL' } },
  },
});

export const MutedMember = meta.story({
  parameters: { answers: { '/wps/chat-room/messages': { messages: history, readOnly: 'MUTED' } } },
});
