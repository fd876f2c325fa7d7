import { api, realityCheckApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member, playSessionFixture } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { GameFrameRoute } from './game-frame-route';

const server = setupMswServer();

describe('GameFrameRoute', () => {
  beforeEach(() => {
    useSessionStore.getState().startSession('member-token', member);
    server.use(
      on(api.games.announcements, () => ({ promotion: [] })),
      on(api.wallet.balance, () => ({ sumBalance: 1_234_500, currency: 'PHP' })),
    );
  });

  it('frames a POPUP game in its own window with the session row and the reminder; back and stop close the window', async () => {
    server.use(
      on(realityCheckApi.playSession, () =>
        playSessionFixture({ realityCheckMinutes: 10, reminderDue: true }),
      ),
      on(realityCheckApi.acknowledge, () => playSessionFixture()),
    );
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const onClose = vi.fn();
    renderWithProviders(<GameFrameRoute onClose={onClose} />, {
      route: '/game?url=https%3A%2F%2Flive.test%2Ftable%2F1&name=Baccarat&type=LIVE&window=1',
    });
    expect(screen.getByTitle('Baccarat')).toHaveAttribute('src', 'https://live.test/table/1');
    expect(await screen.findByRole('region', { name: 'This session' })).toBeInTheDocument();
    const reminder = await screen.findByRole('dialog', { name: 'Reality check' });
    await userEvent.click(within(reminder).getByRole('button', { name: 'Stop playing' }));
    await vi.waitFor(() => expect(close).toHaveBeenCalledTimes(1));

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(close).toHaveBeenCalledTimes(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("goes back with the shell's onClose in the page", async () => {
    server.use(on(realityCheckApi.playSession, () => playSessionFixture()));
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const onClose = vi.fn();
    renderWithProviders(<GameFrameRoute onClose={onClose} />, {
      route: '/game?url=%2Fdemo-game%2Fabc&name=Demo',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(close).not.toHaveBeenCalled();
  });
});
