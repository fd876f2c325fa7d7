import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { Link } from './light-link';

function Where() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <output aria-label="where">
      {location.pathname}
      {location.search} {type} {JSON.stringify(location.state)}
    </output>
  );
}

function renderAt(path: string, link: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {link}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.getByRole('status', { name: 'where' });

describe('Link (the build’s React Router link)', () => {
  it('points at the address and navigates in the page with its state, pushing a history entry', async () => {
    renderAt(
      '/games/slots',
      <Link to="../lottery?draw=1" relative="path" state={{ from: 'nav' }} className="nav">
        Lottery
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Lottery' });
    expect(link).toHaveAttribute('href', '/games/lottery?draw=1');
    expect(link).toHaveClass('nav');
    await userEvent.click(link);
    expect(where()).toHaveTextContent('/games/lottery?draw=1 PUSH {"from":"nav"}');
  });

  it('replaces the entry when asked, and when the link leads where the page already is', async () => {
    const { unmount } = renderAt(
      '/a',
      <Link to="/b" replace>
        B
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(where()).toHaveTextContent('/b REPLACE');
    unmount();
    renderAt('/same', <Link to="/same">Same</Link>);
    await userEvent.click(screen.getByRole('link', { name: 'Same' }));
    expect(where()).toHaveTextContent('/same REPLACE');
  });

  it('leaves a modified click, another button and another target to the browser', () => {
    renderAt(
      '/a',
      <>
        <Link to="/b">B</Link>
        <Link to="/c" target="_blank" rel="noopener">
          C
        </Link>
      </>,
    );
    const b = screen.getByRole('link', { name: 'B' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(fireEvent.click(b, init)).toBe(true);
    }
    const c = screen.getByRole('link', { name: 'C' });
    expect(fireEvent.click(c)).toBe(true);
    expect(c).toHaveAttribute('target', '_blank');
    expect(c).toHaveAttribute('rel', 'noopener');
    expect(where()).toHaveTextContent('/a POP');
  });

  it('calls its onClick first, which can keep the page where it is', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderAt(
      '/a',
      <Link to="/b" onClick={onClick}>
        B
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(where()).toHaveTextContent('/a POP');
  });

  it('leaves an absolute address and a reloadDocument link to the browser', () => {
    renderAt(
      '/a',
      <>
        <Link to="https://example.com/help">Help</Link>
        <Link to="//example.com/faq">FAQ</Link>
        <Link to="/b" reloadDocument>
          B
        </Link>
      </>,
    );
    const help = screen.getByRole('link', { name: 'Help' });
    expect(help).toHaveAttribute('href', 'https://example.com/help');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '//example.com/faq');
    const reload = screen.getByRole('link', { name: 'B' });
    expect(reload).toHaveAttribute('href', '/b');
    // jsdom would try to load the address: only whether the router took the click matters
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop);
    fireEvent.click(help);
    fireEvent.click(reload);
    document.removeEventListener('click', stop);
    expect(where()).toHaveTextContent('/a POP');
  });
});
