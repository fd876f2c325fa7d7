import {
  api,
  GAME_PAUSE_MESSAGE_TYPE,
  GAME_RESUME_MESSAGE_TYPE,
  GAME_RULES_MESSAGE_TYPE,
  GAME_RULES_SHOWN_MESSAGE_TYPE,
  memberKeys,
  realityCheckApi,
} from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member, playSessionFixture } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { GameFrame } from './game-frame';

const server = setupMswServer();

const paytable = {
  type: GAME_RULES_MESSAGE_TYPE,
  title: 'Paytable',
  columns: ['Result', 'Pays (times the stake)'],
  rows: [
    ['seven seven seven', '50x'],
    ['cherry cherry cherry', '5x'],
  ],
};

const figures = playSessionFixture;
const OPENED_AT = figures().at;

/** A message from the game in the rendered frame (or from `source`). */
function fromGame(data: unknown, source?: MessageEventSource | null) {
  const frame = document.querySelector('iframe');
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, source: source ?? frame?.contentWindow ?? null }),
    );
  });
}

describe('GameFrame', () => {
  beforeEach(() => {
    server.use(on(api.games.announcements, () => ({ promotion: [] })));
  });

  it('shows the game in a sandboxed iframe titled by the game', () => {
    renderWithProviders(<GameFrame url="https://games.test/play" title="Fortune Tiger" onClose={() => {}} />);
    const frame = screen.getByTitle('Fortune Tiger');
    expect(frame).toHaveAttribute('src', 'https://games.test/play');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
    expect(frame).toHaveAttribute('allow', 'fullscreen; autoplay');
    expect(screen.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 1, name: 'Fortune Tiger' })).toBeInTheDocument();
  });

  describe('the bar of a signed-in member', () => {
    beforeEach(() => {
      useSessionStore.getState().startSession('member-token', member);
      server.use(
        on(api.wallet.balance, () => ({ sumBalance: 1_234_500, currency: 'PHP' })),
        on(realityCheckApi.playSession, () => figures()),
      );
    });

    it('shows the balance of the shared balance query and a Deposit button', async () => {
      const onDeposit = vi.fn();
      const { queryClient } = renderWithProviders(
        <GameFrame url="/demo" title="Fortune Tiger" onClose={() => {}} onDeposit={onDeposit} />,
      );
      const view = screen.getByRole('region', { name: 'Fortune Tiger' });
      const amount = await within(view).findByText('¥12,345.00');
      expect(amount.closest('p')).toHaveTextContent('Balance ¥12,345.00');
      await userEvent.click(within(view).getByRole('button', { name: 'Deposit' }));
      expect(onDeposit).toHaveBeenCalledTimes(1);
      // one balance entry, the header's: no balance query of its own
      expect(
        queryClient
          .getQueryCache()
          .findAll({ queryKey: memberKeys.balance() })
          .map((query) => query.queryKey),
      ).toHaveLength(1);
    });

    it('hides the amount as the header does, and shows none for a seamless wallet', async () => {
      const { unmount } = renderWithProviders(
        <GameFrame url="/demo" title="Demo" onClose={() => {}} balanceMasked />,
      );
      expect(await screen.findByText('Balance hidden')).toBeInTheDocument();
      expect(screen.queryByText(/12,345/)).toBeNull();
      unmount();
      renderWithProviders(<GameFrame url="/demo" title="Demo" onClose={() => {}} hideBalance />);
      expect(screen.queryByText('Balance', { exact: false })).toBeNull();
    });
  });

  describe('the session bar and the reality check', () => {
    beforeEach(() => {
      useSessionStore.getState().startSession('member-token', member);
      server.use(on(api.wallet.balance, () => ({ sumBalance: 1_234_500, currency: 'PHP' })));
    });

    it("shows the session's time and the net since the game opened, read again after each round", async () => {
      const asked: (string | undefined)[] = [];
      server.use(
        on(realityCheckApi.playSession, ({ since }) => {
          asked.push(since);
          return since ? figures({ netSince: 2_500, elapsedSeconds: 75 * 60 }) : figures();
        }),
      );
      renderWithProviders(<GameFrame url="/demo" title="Demo" onClose={() => {}} />);
      const bar = await screen.findByRole('region', { name: 'This session' });
      // the first answer marks when the game opened; the next asks the net since then
      expect(await within(bar).findByText('1 h 15 min')).toBeInTheDocument();
      const net = within(bar).getByText('Net since this game opened').closest('p');
      expect(net).toHaveAttribute('aria-live', 'polite');
      expect(net).toHaveTextContent('¥25.00');
      expect(asked).toEqual([undefined, OPENED_AT]);

      server.use(on(realityCheckApi.playSession, () => figures({ netSince: -500, elapsedSeconds: 76 * 60 })));
      fromGame({ type: 'marquee:balance', sumBalance: 1_000 });
      expect(await within(bar).findByText('1 h 16 min')).toBeInTheDocument();
      expect(net).toHaveTextContent('-¥5.00');
    });

    it("keeps a third-party game's bar and reminder from the ledger without a word from the game: read again every 30 s", async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      try {
        let now = figures();
        server.use(on(realityCheckApi.playSession, () => now));
        const { container } = renderWithProviders(
          <GameFrame url="https://vendor.test/live/table/7" title="Baccarat" onClose={() => {}} />,
        );
        const bar = await screen.findByRole('region', { name: 'This session' });
        const net = within(bar).getByText('Net since this game opened').closest('p');
        expect(net).toHaveTextContent('¥0.00');
        expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();

        // the vendor's rounds reach the ledger; the game posts nothing, the next read shows them
        now = figures({ netSince: -4_000, realityCheckMinutes: 10, reminderDue: true });
        await act(async () => {
          vi.advanceTimersByTime(30_000);
        });
        expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
        expect(net).toHaveTextContent('-¥40.00');
        expect(container.querySelector('iframe')).toHaveClass('mq-game-frame__iframe--paused');
      } finally {
        vi.useRealTimers();
      }
    });

    it('saves the interval the player picks', async () => {
      const saved: number[] = [];
      server.use(
        on(realityCheckApi.playSession, () => figures()),
        on(realityCheckApi.save, ({ minutes }) => {
          saved.push(minutes);
          return { minutes };
        }),
      );
      renderWithProviders(<GameFrame url="/demo" title="Demo" onClose={() => {}} />);
      const interval = await screen.findByRole('combobox', { name: 'Reality check' });
      expect(interval).toHaveDisplayValue('Off');
      await userEvent.selectOptions(interval, 'Every 10 min');
      await vi.waitFor(() => expect(saved).toEqual([10]));
    });

    it("pauses the game behind a reminder with the session's figures until the player continues", async () => {
      let due = true;
      const answered = vi.fn();
      server.use(
        on(realityCheckApi.playSession, () => figures({ realityCheckMinutes: 10, reminderDue: due })),
        on(realityCheckApi.acknowledge, () => {
          answered();
          due = false;
          return figures({ realityCheckMinutes: 10 });
        }),
      );
      const frameWindow = () => (screen.getByTitle('Demo') as HTMLIFrameElement).contentWindow as Window;
      const { container } = renderWithProviders(<GameFrame url="/demo" title="Demo" onClose={() => {}} />);
      const tell = vi.spyOn(frameWindow(), 'postMessage');
      const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
      expect(dialog).toHaveAccessibleDescription(
        'You have played for 12 min this session. The game is paused until you choose.',
      );
      expect(within(dialog).getByText('Stakes').nextElementSibling).toHaveTextContent('¥30.00');
      expect(within(dialog).getByText('Wins').nextElementSibling).toHaveTextContent('¥10.00');
      expect(within(dialog).getByText('Net result').nextElementSibling).toHaveTextContent('-¥20.00');
      expect(tell).toHaveBeenCalledWith({ type: GAME_PAUSE_MESSAGE_TYPE }, '*');
      expect(container.querySelector('iframe')).toHaveClass('mq-game-frame__iframe--paused');
      expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus();
      // no history button where the shell gives no history
      expect(within(dialog).queryByRole('button', { name: 'See my history' })).toBeNull();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(answered).toHaveBeenCalledTimes(1);
      expect(tell).toHaveBeenLastCalledWith({ type: GAME_RESUME_MESSAGE_TYPE }, '*');
      expect(container.querySelector('iframe')).not.toHaveClass('mq-game-frame__iframe--paused');
    });

    it.each([
      ['See my history', 'onHistory'],
      ['Stop playing', 'onClose'],
    ] as const)('answers the reminder with "%s" and hands over to the shell', async (button, handler) => {
      const calls = { onHistory: vi.fn(), onClose: vi.fn() };
      const answered = vi.fn();
      server.use(
        on(realityCheckApi.playSession, () => figures({ realityCheckMinutes: 10, reminderDue: true })),
        on(realityCheckApi.acknowledge, () => {
          answered();
          return figures();
        }),
      );
      renderWithProviders(<GameFrame url="/demo" title="Demo" {...calls} />);
      const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
      await userEvent.click(within(dialog).getByRole('button', { name: button }));
      await vi.waitFor(() => expect(calls[handler]).toHaveBeenCalledTimes(1));
      expect(answered).toHaveBeenCalledTimes(1);
    });
  });

  it('offers no balance or deposit to a visitor', () => {
    renderWithProviders(<GameFrame url="/demo" title="Demo" onClose={() => {}} onDeposit={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
  });

  it("labels a visitor's fun play and links to registration, and shows neither for a real game", () => {
    const view = renderWithProviders(
      <GameFrame
        url="/demo-game/fun/state"
        title="Lucky Reels"
        onClose={() => {}}
        fun
        registerHref="/register"
      />,
    );
    expect(screen.getByText('Fun play')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register to play for real' })).toHaveAttribute(
      'href',
      '/register',
    );
    view.unmount();
    renderWithProviders(
      <GameFrame url="/demo-game/token" title="Lucky Reels" onClose={() => {}} registerHref="/register" />,
    );
    expect(screen.queryByText('Fun play')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register to play for real' })).toBeNull();
  });

  it('shows the rules its game sends in a dialog opened from the bar, and tells the game so', async () => {
    renderWithProviders(<GameFrame url="/demo" title="Demo" onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Game rules' })).toBeNull();
    const frameWindow = (screen.getByTitle('Demo') as HTMLIFrameElement).contentWindow as Window;
    const answer = vi.spyOn(frameWindow, 'postMessage');
    // another window's rules, and a malformed message, are ignored
    fromGame(paytable, window);
    fromGame({ ...paytable, rows: [['one cell only']] });
    expect(screen.queryByRole('button', { name: 'Game rules' })).toBeNull();
    expect(answer).not.toHaveBeenCalled();

    fromGame(paytable);
    expect(answer).toHaveBeenCalledWith({ type: GAME_RULES_SHOWN_MESSAGE_TYPE }, '*');
    const rules = screen.getByRole('button', { name: 'Game rules' });
    await userEvent.click(rules);
    const dialog = screen.getByRole('dialog', { name: 'Paytable' });
    expect(within(dialog).getByRole('columnheader', { name: 'Pays (times the stake)' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('row')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rules).toHaveFocus();
  });

  describe('full screen', () => {
    afterEach(() => {
      Reflect.deleteProperty(document, 'fullscreenEnabled');
      Reflect.deleteProperty(document, 'fullscreenElement');
    });

    it('asks the browser to show the whole view (bar and game) in full screen, and says when it is', async () => {
      Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
      const request = vi.fn(() => Promise.resolve());
      HTMLElement.prototype.requestFullscreen = request;
      renderWithProviders(<GameFrame url="/demo" title="Demo" onClose={() => {}} />);
      const button = screen.getByRole('button', { name: 'Full screen' });
      await userEvent.click(button);
      const view = screen.getByRole('region', { name: 'Demo' });
      expect(request.mock.contexts).toEqual([view]);
      Object.defineProperty(document, 'fullscreenElement', { value: view, configurable: true });
      act(() => {
        document.dispatchEvent(new Event('fullscreenchange'));
      });
      expect(button).toHaveAttribute('aria-pressed', 'true');

      // a dialog opens in the page, outside the full-screen view: full screen ends first
      const exit = vi.fn(() => Promise.resolve());
      document.exitFullscreen = exit;
      fromGame(paytable);
      await userEvent.click(screen.getByRole('button', { name: 'Game rules' }));
      expect(exit).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('dialog', { name: 'Paytable' })).toBeInTheDocument();
    });

    it('covers the page instead where the browser has no full screen, until pressed again or Escape', async () => {
      Object.defineProperty(document, 'fullscreenEnabled', { value: false, configurable: true });
      renderWithProviders(<GameFrame url="/demo" title="Demo" onClose={() => {}} />);
      const button = screen.getByRole('button', { name: 'Full screen' });
      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('region', { name: 'Demo' })).toHaveClass('mq-game-frame--covering');
      await userEvent.keyboard('{Escape}');
      expect(button).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(button);
      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-pressed', 'false');
    });
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '//evil.test/x', 'ftp://x.test/', ''])(
    'refuses %j',
    (url) => {
      renderWithProviders(<GameFrame url={url} title="Bad" onClose={() => {}} />);
      expect(screen.queryByTitle('Bad')).not.toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid URL, please contact customer service');
    },
  );

  it('accepts a same-origin path', () => {
    renderWithProviders(<GameFrame url="/demo/game/5" title="Demo" onClose={() => {}} />);
    expect(screen.getByTitle('Demo')).toHaveAttribute('src', '/demo/game/5');
  });

  it('goes back with the back button and tells the shell when it leaves', async () => {
    const onClose = vi.fn();
    const onLeave = vi.fn();
    const { unmount } = renderWithProviders(
      <GameFrame url="/demo" title="Demo" onClose={onClose} onLeave={onLeave} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalled();
    expect(onLeave).not.toHaveBeenCalled();
    unmount();
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('passes on balance messages from its own iframe only', () => {
    const onBalanceChange = vi.fn();
    renderWithProviders(
      <GameFrame url="/demo" title="Demo" onClose={() => {}} onBalanceChange={onBalanceChange} />,
    );
    const frameWindow = (screen.getByTitle('Demo') as HTMLIFrameElement).contentWindow;
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'marquee:balance', sumBalance: 500 }, source: window }),
    );
    expect(onBalanceChange).not.toHaveBeenCalled();
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'marquee:balance', sumBalance: 500 },
        source: frameWindow,
      }),
    );
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'other' }, source: frameWindow }));
    expect(onBalanceChange).toHaveBeenCalledTimes(1);
    expect(onBalanceChange).toHaveBeenCalledWith(500);
  });
});
