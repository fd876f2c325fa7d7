import { api, type MemberMessage } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member, message } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { MessagesPage } from './messages-page';

const server = setupMswServer();

/** A tiny inbox the handlers change, as the platform would. */
function inbox(initial: MemberMessage[]) {
  let messages = [...initial];
  const calls: string[] = [];
  server.use(
    on(api.member.messages, ({ pageNum }) => ({
      content: messages.slice((Number(pageNum) - 1) * 10, Number(pageNum) * 10),
      pageNum: Number(pageNum),
      totalPages: Math.max(1, Math.ceil(messages.length / 10)),
    })),
    on(api.member.unreadMessages, () => ({ count: messages.filter((item) => !item.read).length })),
    on(api.member.readMessage, ({ id }) => {
      calls.push(`read ${id}`);
      messages = messages.map((item) => (item.id === id ? { ...item, read: true } : item));
      return null;
    }),
    on(api.member.readAllMessages, () => {
      calls.push('read all');
      messages = messages.map((item) => ({ ...item, read: true }));
      return null;
    }),
    on(api.member.deleteMessage, ({ id }) => {
      calls.push(`delete ${id}`);
      messages = messages.filter((item) => item.id !== id);
      return null;
    }),
  );
  return calls;
}

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
});

describe('MessagesPage', () => {
  it('opens a message in the reader language and marks it read', async () => {
    const user = userEvent.setup();
    const calls = inbox([message()]);
    renderWithProviders(<MessagesPage />);
    const list = await screen.findByRole('list', { name: 'Messages' });
    const title = within(list).getByRole('button', { name: /^(Unread)?\s*Deposit credited$/ });
    expect(title).toHaveTextContent('Unread');
    await user.click(title);
    expect(title).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByText('Your deposit of ₱500.00 (order Dabc123) has been credited to your balance.'),
    ).toBeVisible();
    await waitFor(() => expect(calls).toEqual(['read m1']));
    await waitFor(() => expect(title).not.toHaveTextContent('Unread'));
  });

  it("tells of the operator's reply to a feedback by its ticket", async () => {
    const user = userEvent.setup();
    inbox([message({ id: 'm9', kind: 'FEEDBACK_REPLY', amount: 0, orderNo: 'FB-0A1B2C3D4E' })]);
    renderWithProviders(<MessagesPage />);
    const list = await screen.findByRole('list', { name: 'Messages' });
    await user.click(within(list).getByRole('button', { name: /^(Unread)?\s*Reply to your feedback$/ }));
    expect(
      screen.getByText(
        'Customer service replied to your feedback FB-0A1B2C3D4E. Open Feedback to read the reply.',
      ),
    ).toBeVisible();
  });

  it("tells of customer service's reply to a message left in the live chat, and where to read it", async () => {
    const user = userEvent.setup();
    inbox([message({ id: 'm10', kind: 'CHAT_REPLY', amount: 0, orderNo: 'c0nversat10nPublicId' })]);
    renderWithProviders(<MessagesPage />);
    const list = await screen.findByRole('list', { name: 'Messages' });
    await user.click(within(list).getByRole('button', { name: /^(Unread)?\s*Customer service replied$/ }));
    expect(
      screen.getByText(
        'Customer service replied to the message you left in Live chat. Open Live chat to read the reply.',
      ),
    ).toBeVisible();
  });

  it('tells of a VIP level-up and has the header fetch the new level', async () => {
    const user = userEvent.setup();
    let infoCalls = 0;
    server.use(
      on(api.member.info, () => {
        infoCalls += 1;
        return member;
      }),
    );
    inbox([message({ id: 'm7', kind: 'VIP_LEVEL_UP', amount: 4, orderNo: '2026-03-01' })]);
    renderWithProviders(<MessagesPage />);
    const list = await screen.findByRole('list', { name: 'Messages' });
    await user.click(within(list).getByRole('button', { name: /^(Unread)?\s*VIP level up$/ }));
    expect(screen.getByText(/you have reached VIP 4 \(evaluated on 2026-03-01\)/)).toBeVisible();
    // the fixture member shows rank 3: the inbox's level 4 is news to the header
    await waitFor(() => expect(infoCalls).toBe(2));
  });

  it('marks all read', async () => {
    const user = userEvent.setup();
    const calls = inbox([message(), message({ id: 'm2', kind: 'DEPOSIT_FAILED' })]);
    renderWithProviders(<MessagesPage />);
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await user.click(markAll);
    await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
    expect(calls).toEqual(['read all']);
    expect(markAll).toBeDisabled();
  });

  it('deletes a message', async () => {
    const user = userEvent.setup();
    const calls = inbox([message(), message({ id: 'm2', kind: 'DEPOSIT_FAILED' })]);
    renderWithProviders(<MessagesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete “Deposit failed”' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^(Unread)?\s*Deposit failed$/ })).not.toBeInTheDocument(),
    );
    expect(calls).toEqual(['delete m2']);
    expect(screen.getByRole('button', { name: /^(Unread)?\s*Deposit credited$/ })).toBeInTheDocument();
  });

  it('pages through the inbox', async () => {
    const user = userEvent.setup();
    inbox(
      Array.from({ length: 12 }, (_, index) =>
        message({ id: `m${index}`, orderNo: `D${index}`, read: true }),
      ),
    );
    renderWithProviders(<MessagesPage />);
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(2),
    );
  });

  it('says when there is nothing', async () => {
    inbox([]);
    renderWithProviders(<MessagesPage />);
    expect(await screen.findByText('No messages')).toBeInTheDocument();
  });
});
