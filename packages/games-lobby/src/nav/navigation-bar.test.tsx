import { api } from '@marquee/api-client';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lanes, vendorCard } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { NavigationBar } from './navigation-bar';

const server = setupMswServer();

async function renderBar(brandLanes = lanes) {
  server.use(on(api.games.vendors, () => ({ data: { lanes: brandLanes } })));
  const onReward = vi.fn();
  renderWithProviders(
    <NavigationBar inviteFriends={{ href: '/join' }} rewardCentre={{ onClick: onReward }} />,
  );
  const nav = await screen.findByRole('navigation', { name: 'Games' });
  await within(nav).findByRole('button', { name: 'Live casino' });
  return { nav, onReward };
}

describe('NavigationBar', () => {
  it('puts invite friends and reward centre first, then only categories with vendors, in order', async () => {
    const { nav, onReward } = await renderBar();
    const items = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.classList.contains('mq-nav__list'))
      .map((item) => item.firstElementChild?.textContent);
    expect(items).toEqual([
      'Invite friends',
      'Reward centre',
      'Live casino',
      'Sports',
      'Fishing',
      'Slots',
      'Esports',
    ]);
    expect(within(nav).getByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/join');
    await userEvent.click(within(nav).getByRole('button', { name: 'Reward centre' }));
    expect(onReward).toHaveBeenCalled();
  });

  it('opens a vendor dropdown with hot badges; Escape closes it and returns focus', async () => {
    const { nav } = await renderBar();
    const slots = within(nav).getByRole('button', { name: 'Slots' });
    expect(slots).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(slots);
    expect(slots).toHaveAttribute('aria-expanded', 'true');
    const vendors = await within(nav).findByRole('list', { name: 'Slots providers' });
    expect(within(vendors).getByRole('link', { name: /PG Soft\s*Hot/ })).toHaveAttribute(
      'href',
      '/rng?vassalage=PG',
    );
    const jili = within(vendors).getByRole('link', { name: 'JILI' });
    // the wordmark keeps its 2:1 box (it was squared, cutting the name), its name follows as text
    const logo = jili.querySelector('img');
    expect(logo).toHaveAttribute('width', '240');
    expect(logo).toHaveAttribute('height', '120');
    expect(logo).toHaveStyle({ aspectRatio: '2 / 1' });
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(slots).toHaveAttribute('aria-expanded', 'false');
    expect(slots).toHaveFocus();
  });

  it('shows at most 15 vendors and a more link', async () => {
    const { nav } = await renderBar();
    await userEvent.click(within(nav).getByRole('button', { name: 'Fishing' }));
    const vendors = await within(nav).findByRole('list', { name: 'Fishing providers' });
    expect(within(vendors).getAllByRole('link')).toHaveLength(15);
    expect(within(nav).getByRole('link', { name: 'More Fishing providers' })).toHaveAttribute(
      'href',
      '/fish',
    );
  });

  it('sends sports vendors to the launch page', async () => {
    const { nav } = await renderBar();
    await userEvent.click(within(nav).getByRole('button', { name: 'Esports' }));
    await userEvent.click(await within(nav).findByRole('link', { name: 'IM Esports' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/esports?vassalage=IMES');
  });

  it('keeps the lanes in session storage, so a reload in the tab paints the bar without asking again', async () => {
    server.use(on(api.games.vendors, () => ({ data: { lanes } })));
    const bar = (
      <NavigationBar inviteFriends={{ href: '/join' }} rewardCentre={{ onClick: () => undefined }} />
    );
    const { unmount } = renderWithProviders(bar);
    await screen.findByRole('button', { name: 'Live casino' });
    unmount();

    const asked = vi.fn();
    server.use(
      on(api.games.vendors, () => {
        asked();
        return { data: { lanes: [] } };
      }),
    );
    renderWithProviders(bar);
    expect(screen.getByRole('button', { name: 'Live casino' })).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });

  it('offers mini games last, leading to their page, only for a brand whose catalogue has them', async () => {
    const { nav } = await renderBar();
    expect(within(nav).queryByRole('button', { name: 'Mini games' })).not.toBeInTheDocument();
    cleanup();
    // the lanes a page load saved in the tab would paint the bar again
    sessionStorage.clear();
    const withMini = await renderBar([
      ...lanes,
      { title: 'MINI', cards: [vendorCard('MQMINI', 'Marquee Minis', 'MINI')] },
    ]);
    const trigger = await within(withMini.nav).findByRole('button', { name: 'Mini games' });
    const items = within(withMini.nav)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.classList.contains('mq-nav__list'));
    expect(items.at(-1)).toContainElement(trigger);
    await userEvent.click(trigger);
    expect(await within(withMini.nav).findByRole('link', { name: /Marquee Minis/ })).toHaveAttribute(
      'href',
      '/mini?vassalage=MQMINI',
    );
  });
});
