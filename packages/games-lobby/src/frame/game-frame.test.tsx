import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { GameFrame } from './game-frame';

describe('GameFrame', () => {
  it('shows the game in a sandboxed iframe titled by the game', () => {
    renderWithProviders(<GameFrame url="https://games.test/play" title="Fortune Tiger" onClose={() => {}} />);
    const frame = screen.getByTitle('Fortune Tiger');
    expect(frame).toHaveAttribute('src', 'https://games.test/play');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
    expect(frame).toHaveAttribute('allow', 'fullscreen; autoplay');
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
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
