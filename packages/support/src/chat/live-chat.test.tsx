import { CHAT_MESSAGE_MAX_CHARS } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeChatPlatform } from '../test/fake-chat-socket';
import { member } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { LiveChat } from './live-chat';

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
});

function renderChat(platform: FakeChatPlatform) {
  renderWithProviders(<LiveChat socketUrl="ws://platform.test/chat/socket" createSocket={platform.create} />);
  return screen.getByRole('list', { name: 'Messages' });
}

const texts = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.mq-chat__text')?.textContent);

describe('LiveChat', () => {
  it('signs in with the first frame, shows history, and sends a message once', async () => {
    const platform = new FakeChatPlatform({ history: ['Welcome back!'] });
    const list = renderChat(platform);
    expect(await within(list).findByText('Welcome back!')).toBeInTheDocument();
    expect(platform.received[0]).toEqual({ type: 'hello', token: 'member-token' });

    await userEvent.type(screen.getByLabelText('Your message'), 'Where is my deposit?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(list).findByText('Where is my deposit?')).toBeInTheDocument();
    expect(within(list).getByText('Sent')).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    // the operator's message was read when shown
    expect(platform.received).toContainEqual({ type: 'read', upTo: 1 });
  });

  it('shows script as text', async () => {
    const platform = new FakeChatPlatform();
    const list = renderChat(platform);
    await screen.findByText('Say hello: customer service answers here.');
    act(() => platform.operatorSays('<img src=x onerror=alert(1)>'));
    expect(within(list).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(list.querySelector('img')).toBeNull();
  });

  it('refuses a message over the limit with a translated error, keeping what was typed', async () => {
    const platform = new FakeChatPlatform();
    renderChat(platform);
    await screen.findByText('Say hello: customer service answers here.');
    const field = screen.getByLabelText('Your message');
    const long = 'x'.repeat(CHAT_MESSAGE_MAX_CHARS + 1);
    await userEvent.click(field);
    await userEvent.paste(long);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `A message can be at most ${CHAT_MESSAGE_MAX_CHARS} characters.`,
    );
    expect(field).toHaveValue(long);
    expect(platform.received.filter((frame) => frame.type === 'send')).toEqual([]);
  });

  it('says when no operator is online, and shows typing and read marks', async () => {
    const platform = new FakeChatPlatform({ operatorOnline: false });
    const list = renderChat(platform);
    expect(await screen.findByText(/No operator is online right now/)).toBeInTheDocument();
    act(() => platform.setOperatorOnline(true));
    expect(screen.queryByText(/No operator is online right now/)).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Your message'), 'Hi{Enter}');
    expect(await within(list).findByText('Sent')).toBeInTheDocument();
    act(() => platform.operatorTyping(true));
    expect(screen.getByText('Customer service is typing…')).toBeInTheDocument();
    act(() => platform.operatorReads(1));
    expect(within(list).getByText('Read')).toBeInTheDocument();
  });

  it('tells a player writing while nobody is online the service hours, when the reply comes and where', async () => {
    const platform = new FakeChatPlatform({ operatorOnline: false });
    renderWithProviders(
      <LiveChat
        socketUrl="ws://platform.test/chat/socket"
        createSocket={platform.create}
        serviceHours={{ opens: '09:00', closes: '21:00', timeZone: 'GMT+8', replyWithinHours: 12 }}
      />,
    );
    const offline = (await screen.findByText(/No operator is online right now/)).parentElement as HTMLElement;
    expect(within(offline).getByText('Service hours: every day 09:00–21:00 (GMT+8).')).toBeInTheDocument();
    expect(within(offline).getByText('We reply within 12 hours, during service hours.')).toBeInTheDocument();
    expect(
      within(offline).getByText(
        'The reply appears here, in this chat, with a note of it in your Messages in the member centre; we also mail you when your account has an email address.',
      ),
    ).toBeInTheDocument();
  });

  it('promises no mail where the platform cannot send one', async () => {
    const platform = new FakeChatPlatform({ operatorOnline: false });
    renderWithProviders(
      <LiveChat
        socketUrl="ws://platform.test/chat/socket"
        createSocket={platform.create}
        mailDelivery={false}
      />,
    );
    const offline = (await screen.findByText(/No operator is online right now/)).parentElement as HTMLElement;
    expect(
      within(offline).getByText(
        'The reply appears here, in this chat, with a note of it in your Messages in the member centre.',
      ),
    ).toBeInTheDocument();
    expect(within(offline).queryByText(/mail/)).not.toBeInTheDocument();
  });

  it('queues a message typed while disconnected and sends it exactly once on reconnect', async () => {
    const platform = new FakeChatPlatform();
    const list = renderChat(platform);
    await screen.findByText('Say hello: customer service answers here.');
    act(() => platform.drop());
    expect(await screen.findByText(/The connection was lost/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Your message'), 'Sent while offline{Enter}');
    expect(within(list).getByText('Waiting for the connection')).toBeInTheDocument();

    await act(async () => platform.restore());
    expect(await within(list).findByText('Sent')).toBeInTheDocument();
    expect(screen.queryByText(/The connection was lost/)).not.toBeInTheDocument();
    expect(texts(list)).toEqual(['Sent while offline']);
    expect(platform.messages.filter((message) => message.sender === 'MEMBER')).toHaveLength(1);
    // the reconnect asked for what came after the last message it had
    expect(platform.received.filter((frame) => frame.type === 'hello')).toHaveLength(2);
  });

  it('lets the socket go when the browser goes offline and sends the queued message once back online', async () => {
    const platform = new FakeChatPlatform();
    const list = renderChat(platform);
    await screen.findByText('Say hello: customer service answers here.');
    act(() => platform.goOffline());
    expect(await screen.findByText(/The connection was lost/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your message'), 'Typed offline{Enter}');
    expect(within(list).getByText('Waiting for the connection')).toBeInTheDocument();
    expect(platform.received.filter((frame) => frame.type === 'send')).toEqual([]);
    await act(async () => platform.restore());
    expect(await within(list).findByText('Sent')).toBeInTheDocument();
    expect(platform.messages.map((message) => message.text)).toEqual(['Typed offline']);
  });

  it('does not send again a message the platform stored before the drop', async () => {
    const platform = new FakeChatPlatform();
    const list = renderChat(platform);
    await screen.findByText('Say hello: customer service answers here.');
    // the platform stores the message but the acknowledgement is lost with the connection
    const socket = platform.current;
    if (!socket) throw new Error('no socket');
    socket.deliver = () => {};
    await userEvent.type(screen.getByLabelText('Your message'), 'Lost ack{Enter}');
    act(() => platform.drop());
    await act(async () => platform.restore());
    expect(await within(list).findByText('Sent')).toBeInTheDocument();
    expect(texts(list)).toEqual(['Lost ack']);
    expect(platform.received.filter((frame) => frame.type === 'send')).toHaveLength(1);
  });
});

describe('LiveChat when the conversation ends', () => {
  beforeEach(() => {
    useSessionStore.getState().startSession('member-token', member);
  });

  it('tells the player it ended, keeps its messages readable, and starts a new conversation on request', async () => {
    const platform = new FakeChatPlatform({ history: ['Anything else?'] });
    const list = renderChat(platform);
    expect(await within(list).findByText('Anything else?')).toBeInTheDocument();
    act(() => platform.close());
    expect(screen.getByText('This conversation has ended. You can still read it here.')).toBeInTheDocument();
    expect(within(list).getByText('Anything else?')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Start a new conversation' }));
    expect(await screen.findByText('Say hello: customer service answers here.')).toBeInTheDocument();
    expect(within(list).queryByText('Anything else?')).not.toBeInTheDocument();
    expect(
      screen.queryByText('This conversation has ended. You can still read it here.'),
    ).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your message'), 'A new question');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(list).findByText('A new question')).toBeInTheDocument();
    expect(platform.received).toContainEqual({ type: 'restart' });
  });

  it('shows an ended conversation as ended when the chat opens', async () => {
    const platform = new FakeChatPlatform({ history: ['Glad to help.'] });
    platform.closed = true;
    renderChat(platform);
    expect(await screen.findByText('Glad to help.')).toBeInTheDocument();
    expect(screen.getByText('This conversation has ended. You can still read it here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start a new conversation' })).toBeInTheDocument();
  });
});

describe('LiveChat for a visitor', () => {
  beforeEach(() => {
    useSessionStore.getState().endSession();
    window.localStorage.clear();
  });

  it('chats as a guest with a token kept in storage, and finds its history again after a reload', async () => {
    const platform = new FakeChatPlatform();
    const view = renderWithProviders(
      <LiveChat socketUrl="ws://platform.test/chat/socket" createSocket={platform.create} />,
    );
    await screen.findByText('Say hello: customer service answers here.');
    expect(platform.received[0]).toEqual({ type: 'hello', guest: true });
    expect(window.localStorage.getItem('marquee.chat-guest')).toBe('guest-token-1');
    await userEvent.type(screen.getByLabelText('Your message'), 'Can I play before joining?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    view.unmount();

    renderChat(platform);
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(await within(list).findByText('Can I play before joining?')).toBeInTheDocument();
    expect(platform.received).toContainEqual({ type: 'hello', guest: true, token: 'guest-token-1' });
    expect(platform.guestTokens).toEqual(['guest-token-1']);
  });

  it('tells a visitor writing while nobody is online that the reply waits in this chat only', async () => {
    const platform = new FakeChatPlatform({ operatorOnline: false });
    renderChat(platform);
    const offline = (await screen.findByText(/No operator is online right now/)).parentElement as HTMLElement;
    expect(
      within(offline).getByText(/The reply appears here, in this chat: open Live chat again/),
    ).toBeInTheDocument();
    expect(within(offline).queryByText(/Messages|mail/)).not.toBeInTheDocument();
  });

  it('starts again as a new visitor when the stored token is no longer known', async () => {
    window.localStorage.setItem('marquee.chat-guest', 'forgotten-token');
    const platform = new FakeChatPlatform();
    renderChat(platform);
    await screen.findByText('Say hello: customer service answers here.');
    expect(platform.guestTokens).toEqual(['guest-token-1']);
    expect(window.localStorage.getItem('marquee.chat-guest')).toBe('guest-token-1');
  });

  it('says so when the network started too many visitor chats, with nothing to type into', async () => {
    const platform = new FakeChatPlatform();
    platform.guestLimit = true;
    renderChat(platform);
    expect(
      await screen.findByText(
        'Too many new chats were started from your network. Please try again later, or sign in to chat.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('marquee.chat-guest')).toBeNull();
  });
});
