import { api } from '@marquee/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { memberFixture } from '../../test/fixtures';
import { answer } from '../../test/handlers';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { onPhone } from './phone-viewport';

const bottomBar = () => screen.findByRole('navigation', { name: 'Quick links' });

describe('BottomBar', () => {
  // the bar and the member centre are lazy chunks whose first import in a worker can take seconds
  beforeAll(
    () => Promise.all([import('./bottom-bar'), import('../../member-centre/member-centre-screen')]),
    60_000,
  );

  it('is not there on a wide screen', async () => {
    renderApp();
    await screen.findByRole('banner');
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
  });

  it('marks the current tab and leads to each section', async () => {
    onPhone();
    renderApp();
    const bar = await bottomBar();
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Games' })).toHaveAttribute('href', '/rng');
    expect(within(bar).getByRole('link', { name: 'Games' })).not.toHaveAttribute('aria-current');
    expect(within(bar).getByRole('link', { name: 'Promos' })).toHaveAttribute('href', '/promotions');
    expect(within(bar).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/member/depositv2');
    expect(within(bar).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/member');
  });

  it('marks games on a category page', async () => {
    onPhone();
    renderApp({ path: '/live' });
    const bar = await bottomBar();
    expect(within(bar).getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('sends a visitor to log in for the deposit', async () => {
    onPhone();
    const { router, user } = renderApp();
    await user.click(within(await bottomBar()).getByRole('link', { name: 'Deposit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("opens a member's deposit form over the page and marks deposit", async () => {
    onPhone();
    const { router, user } = renderApp({ path: '/rng', member: memberFixture() });
    await user.click(within(await bottomBar()).getByRole('link', { name: 'Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(router.state.location.pathname).toBe('/member/depositv2');
    expect(await within(dialog).findByRole('heading', { level: 2, name: 'Deposit' })).toBeInTheDocument();
    expect(within(await bottomBar()).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the unread messages on account', async () => {
    onPhone();
    server.use(answer(api.member.unreadMessages, { count: 3 }));
    renderApp({ member: memberFixture() });
    const bar = await bottomBar();
    expect(await within(bar).findByRole('link', { name: 'Account 3 unread messages' })).toBeInTheDocument();
  });
});
