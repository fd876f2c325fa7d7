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

  it("shows the game category's announcements in a dialog the player closes, once a session", async () => {
    const user = userEvent.setup();
    const view = frame();
    const dialog = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(asked).toEqual([expect.objectContaining({ gameType: 'LIVE' })]);
    expect(screen.getByRole('heading', { name: 'Live baccarat tournament' })).toBeInTheDocument();
    expect(screen.getByText('1%')).toBeInTheDocument();
    // the platform's HTML reaches the page only through the sanitiser
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.click(screen.getByRole('button', { name: 'Got it, play' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.unmount();

    // the next launch in this session: nothing new to say, so no dialog
    frame();
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape and shows only what the player has not seen yet', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('mq-game-announcements-seen', JSON.stringify([1]));
    frame();
    await screen.findByRole('dialog', { name: 'Announcement' });
    expect(screen.queryByRole('heading', { name: 'Weekly cashback on every game' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Live baccarat tournament' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('mq-game-announcements-seen') ?? '[]')).toEqual([1, 3]);
  });
});
