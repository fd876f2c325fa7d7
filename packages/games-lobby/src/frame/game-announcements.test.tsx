import { api } from '@marquee/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { GameFrame } from './game-frame';

const server = setupMswServer();

const live = [
  { id: 1, title: 'Weekly cashback on every game', content: '<p>Get <strong>1%</strong> back.</p>' },
  {
    id: 3,
    title: 'Live baccarat tournament',
    content: '<p>Top 20 share the pool.</p><script>window.hacked = 1</script>',
  },
];

function frame() {
  return renderWithProviders(
    <GameFrame url="https://games.test/play" title="Speed Baccarat" gameType="LIVE" onClose={() => {}} />,
  );
}

describe('game announcements on launch', () => {
  let asked: Array<Record<string, unknown>>;
  beforeEach(() => {
    sessionStorage.clear();
    asked = [];
    server.use(
      on(api.games.announcements, (query) => {
        asked.push({ ...query });
        return { promotion: live };
      }),
    );
  });

  it("shows the game category's announcements above the game until the player closes them, once a session", async () => {
    const user = userEvent.setup();
    const view = frame();
    const region = await screen.findByRole('region', { name: 'Game notices' });
    expect(asked).toEqual([expect.objectContaining({ gameType: 'LIVE' })]);
    // a polite live region: a screen reader reads the news without the game being taken away
    expect(region.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('heading', { name: 'Live baccarat tournament' })).toBeInTheDocument();
    expect(screen.getByText('1%')).toBeInTheDocument();
    // the platform's HTML reaches the page only through the sanitiser
    expect(region.querySelector('script')).toBeNull();
    expect(screen.getByTitle('Speed Baccarat')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Got it, play' }));
    expect(screen.queryByRole('region', { name: 'Game notices' })).not.toBeInTheDocument();
    // the player goes on to the game
    expect(screen.getByTitle('Speed Baccarat')).toHaveFocus();
    view.unmount();

    // the next launch in this session: nothing new to say
    frame();
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Game notices' })).not.toBeInTheDocument();
  });

  it('shows only what the player has not closed yet', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('mq-game-announcements-seen', JSON.stringify([1]));
    frame();
    await screen.findByRole('region', { name: 'Game notices' });
    expect(screen.queryByRole('heading', { name: 'Weekly cashback on every game' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Live baccarat tournament' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Got it, play' }));
    expect(JSON.parse(sessionStorage.getItem('mq-game-announcements-seen') ?? '[]')).toEqual([1, 3]);
  });
});
