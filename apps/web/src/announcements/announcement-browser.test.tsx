import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { noticeFixture, noticesFixture } from '../test/fixtures';
import { createTestProviders } from '../test/render-app';
import { AnnouncementBrowser } from './announcement-browser';

function renderBrowser(props: Parameters<typeof AnnouncementBrowser>[0]) {
  const { wrapper } = createTestProviders();
  const user = userEvent.setup();
  // a promotion notice's link needs the router
  render(
    <MemoryRouter>
      <AnnouncementBrowser {...props} />
    </MemoryRouter>,
    { wrapper },
  );
  return { user };
}

function listedTitles(): string[] {
  const list = screen.getByRole('list', { name: 'Announcement list' });
  return within(list)
    .getAllByRole('button')
    .map((button) => button.querySelector('.app-announcements__title')?.textContent ?? '');
}

describe('AnnouncementBrowser', () => {
  it('lists 7 notices per page and pages through them', async () => {
    const { user } = renderBrowser({ notices: noticesFixture(16) });
    expect(listedTitles()).toEqual([
      'Notice 1',
      'Notice 2',
      'Notice 3',
      'Notice 4',
      'Notice 5',
      'Notice 6',
      'Notice 7',
    ]);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(listedTitles()).toEqual(['Notice 15', 'Notice 16']);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(listedTitles()[0]).toBe('Notice 8');
  });

  it('links a promotion notice to its promotion, and a notice without one to nothing', async () => {
    const onLeave = vi.fn();
    const { user } = renderBrowser({
      notices: [
        noticeFixture(1, { type: 'PR', title: 'Deposit raffle', promotionId: 12 }),
        noticeFixture(2, { type: 'PR', title: 'Ended raffle' }),
      ],
      onLeave,
    });
    await user.click(screen.getByRole('button', { name: /Deposit raffle/ }));
    const link = screen.getByRole('link', { name: 'See the promotion' });
    expect(link).toHaveAttribute('href', '/promoDetail?id=12');
    await user.click(link);
    expect(onLeave).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Back to list' }));
    await user.click(screen.getByRole('button', { name: /Ended raffle/ }));
    expect(screen.getByRole('heading', { name: 'Ended raffle' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See the promotion' })).toBeNull();
  });

  it('needs no pagination for a single page', () => {
    renderBrowser({ notices: noticesFixture(7) });
    expect(listedTitles()).toHaveLength(7);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows a notice under its title and goes back to the list', async () => {
    const { user } = renderBrowser({ notices: noticesFixture(3) });
    await user.click(screen.getByRole('button', { name: /Notice 2/ }));
    expect(screen.getByRole('heading', { level: 3, name: 'Notice 2' })).toHaveFocus();
    expect(screen.getByText('Body of notice 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to list' }));
    expect(screen.getByRole('button', { name: /Notice 2/ })).toHaveFocus();
  });

  it('opens on the requested notice, on the right page', async () => {
    const { user } = renderBrowser({ notices: noticesFixture(20), initialIndex: 15 });
    expect(screen.getByRole('heading', { name: 'Notice 16' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to list' }));
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders notice HTML sanitised: nothing in a notice can run script', async () => {
    const ran = vi.fn();
    Object.assign(window, { __noticeRan: ran });
    const hostile = noticeFixture(1, {
      title: 'Hostile',
      content:
        '<p>Safe text</p><script>window.__noticeRan()</script>' +
        '<img src="x" onerror="window.__noticeRan()" alt="bad">' +
        '<a href="javascript:window.__noticeRan()">click</a>',
    });
    const { user } = renderBrowser({ notices: [hostile] });
    await user.click(screen.getByRole('button', { name: /Hostile/ }));

    const article = screen.getByRole('article');
    expect(within(article).getByText('Safe text')).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(article.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect(ran).not.toHaveBeenCalled();
    Reflect.deleteProperty(window, '__noticeRan');
  });

  it('says so when there are no announcements', () => {
    renderBrowser({ notices: [] });
    expect(screen.getByRole('heading', { name: 'No announcements' })).toBeInTheDocument();
  });
});
