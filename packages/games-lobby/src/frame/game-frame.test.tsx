import { api, GAME_RULES_MESSAGE_TYPE, GAME_RULES_SHOWN_MESSAGE_TYPE } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
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
      server.use(on(api.wallet.balance, () => ({ sumBalance: 1_234_500, currency: 'PHP' })));
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
      // one cache entry, the header's: no query of its own
      expect(
        queryClient
          .getQueryCache()
          .findAll()
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

  it('offers no balance or deposit to a visitor', () => {
    renderWithProviders(<GameFrame url="/demo" title="Demo" onClose={() => {}} onDeposit={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
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
