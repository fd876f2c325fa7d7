import { CHAT_ROOM_MESSAGE_MAX_CHARS, type ChatRoomHistory, chatRoomApi } from '@marquee/api-client';
import { failWith, trialMemberFixture } from '@marquee/api-client/testing';
import { useSessionStore } from '@marquee/session';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeChatRoom } from '../test/fake-room-socket';
import { member, roomMessage } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { ChatRoom } from './chat-room';

const server = setupMswServer();
const SOCKET_URL = 'ws://platform.test/chat/room/socket';

function serve(history: Partial<ChatRoomHistory> = {}) {
  const sent: string[] = [];
  server.use(
    on(chatRoomApi.history, () => ({ messages: [roomMessage()], readOnly: null, ...history })),
    on(chatRoomApi.send, (input) => {
      sent.push(input.text);
      return roomMessage({ id: `mine-${sent.length}`, name: 'pl***1', mine: true, text: input.text.trim() });
    }),
  );
  return sent;
}

function renderRoom(room = new FakeChatRoom()) {
  renderWithProviders(<ChatRoom socketUrl={SOCKET_URL} createSocket={room.create} />);
  return room;
}

describe('ChatRoom', () => {
  beforeEach(() => {
    useSessionStore.getState().startSession('member-token', member);
  });

  it('shows the history, signs the socket in and adds what others write live, as text', async () => {
    serve();
    const room = renderRoom();
    const log = await screen.findByRole('log', { name: 'Chat room messages' });
    expect(within(log).getByText('Good luck everyone!')).toBeInTheDocument();
    expect(within(log).getByText(/ju\*\*\*n/)).toBeInTheDocument();
    await vi.waitFor(() => expect(room.hellos).toEqual(['member-token']));
    act(() =>
      room.say(
        roomMessage({ id: 'live-1', name: 'ma***a', text: '<img src=x onerror=alert(1)> https://evil.test' }),
      ),
    );
    expect(
      await within(log).findByText('<img src=x onerror=alert(1)> https://evil.test'),
    ).toBeInTheDocument();
    expect(within(log).queryByRole('link')).not.toBeInTheDocument();
    expect(within(log).queryByRole('img')).not.toBeInTheDocument();
  });

  it('sends a message, shows it once as mine and empties the line', async () => {
    const sent = serve();
    const user = userEvent.setup();
    const room = renderRoom();
    const form = await screen.findByRole('form', { name: 'Write in the chat room' });
    const line = within(form).getByLabelText('Message');
    await user.type(line, 'Hello room');
    expect(line).toHaveAccessibleDescription(`10 of ${CHAT_ROOM_MESSAGE_MAX_CHARS} characters`);
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    const log = screen.getByRole('log');
    expect(await within(log).findByText('Hello room')).toBeInTheDocument();
    expect(sent).toEqual(['Hello room']);
    expect(line).toHaveValue('');
    // the socket tells the writer too: still one message
    act(() => room.say(roomMessage({ id: 'mine-1', mine: true, text: 'Hello room' })));
    expect(within(log).getAllByText('Hello room')).toHaveLength(1);
    expect(within(log).getByText(/You/)).toBeInTheDocument();
  });

  it("refuses an empty line before calling, and says the platform's refusal under the line", async () => {
    const sent = serve();
    server.use(on(chatRoomApi.send, () => failWith('CHAT_ROOM_TOO_FAST', { seconds: 30 })));
    const user = userEvent.setup();
    renderRoom();
    const form = await screen.findByRole('form', { name: 'Write in the chat room' });
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(
      await within(form).findByText(`Write 1 to ${CHAT_ROOM_MESSAGE_MAX_CHARS} characters`),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(form).getByLabelText('Message'), 'again and again');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Too fast, please wait 30 seconds')).toBeInTheDocument();
    expect(within(form).getByLabelText('Message')).toHaveValue('again and again');
  });

  it('lets a trial account read but not write, and says why', async () => {
    useSessionStore.getState().startSession('trial-token', trialMemberFixture());
    serve({ readOnly: 'TRIAL' });
    renderRoom();
    expect(await screen.findByText('Good luck everyone!')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Free play accounts can read the chat room but not write in it. Register an account to join the conversation.',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('tells a muted member they read only', async () => {
    serve({ readOnly: 'MUTED' });
    renderRoom();
    expect(await screen.findByRole('note')).toHaveTextContent(/You have been muted in the chat room/);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says when the room is reconnecting after a drop', async () => {
    serve();
    const room = renderRoom();
    await screen.findByRole('log');
    await vi.waitFor(() => expect(room.hellos).toHaveLength(1));
    act(() => room.drop());
    expect(await screen.findByText(/Reconnecting/)).toBeInTheDocument();
  });
});
