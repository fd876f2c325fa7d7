import { api } from '@marquee/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { announcementsFixture, memberFixture, noticesFixture } from '../../test/fixtures';
import { answer } from '../../test/handlers';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

async function openSheet(options: Parameters<typeof renderApp>[0] = {}) {
  const view = renderApp(options);
  const button = await within(await screen.findByRole('banner')).findByRole('button', { name: 'Open menu' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await view.user.click(button);
  const sheet = await screen.findByRole('dialog', { name: 'Main menu' });
  return { ...view, button, sheet };
}

describe('MenuSheet', () => {
  // the sheet is a lazy chunk whose first import in a worker can take seconds
  beforeAll(() => import('./menu-sheet'), 60_000);

  it('holds what the desktop header shows beside the logo', async () => {
    const { sheet, button } = await openSheet();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(sheet).getByRole('button', { name: /^EN, Language: English/ })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    expect(within(sheet).getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(sheet).getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'iOS app' })).toHaveAttribute('href', '/down#ios-app');
    expect(within(sheet).getByRole('link', { name: 'Android app' })).toBeInTheDocument();
    // a visitor has nothing to sign out of
    expect(within(sheet).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('offers the language menu: Escape closes the menu and not the sheet; a choice applies', async () => {
    const { sheet, user } = await openSheet();
    const language = within(sheet).getByRole('button', { name: /^EN, Language: English/ });
    await user.click(language);
    await user.keyboard('{Escape}');
    expect(within(sheet).queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Main menu' })).toBeInTheDocument();
    expect(language).toHaveFocus();

    await user.click(language);
    await user.click(within(sheet).getByRole('menuitemradio', { name: 'Tiếng Việt' }));
    expect(await screen.findByRole('dialog', { name: 'Menu chính' })).toBeInTheDocument();
    expect(language).toHaveTextContent(/^VI/);
  });

  it('keeps focus inside, closes on Escape and gives focus back to the menu button', async () => {
    const { sheet, button, user } = await openSheet();
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    const close = within(sheet).getByRole('button', { name: 'Close' });
    await user.tab({ shift: true });
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a swipe towards its edge, not on a scroll', async () => {
    const { sheet } = await openSheet();
    const content = sheet.querySelector('.app-menu-sheet__content') as HTMLElement;
    fireEvent.touchStart(content, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(content, { changedTouches: [{ clientX: 110, clientY: 300 }] });
    expect(screen.getByRole('dialog', { name: 'Main menu' })).toBeInTheDocument();
    fireEvent.touchStart(content, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(content, { changedTouches: [{ clientX: 220, clientY: 110 }] });
    expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('closes when one of its links is followed', async () => {
    const { sheet, router, user } = await openSheet();
    await user.click(within(sheet).getByRole('link', { name: 'iOS app' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/down'));
    expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('opens the announcements in place of itself', async () => {
    server.use(answer(api.notice.announcements, announcementsFixture({ player: noticesFixture(2) })));
    const { sheet, user } = await openSheet();
    await user.click(await within(sheet).findByRole('button', { name: 'Announcements' }));
    expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Announcements' })).toBeInTheDocument();
  });

  it('signs a member out after confirmation', async () => {
    const { sheet, user } = await openSheet({ member: memberFixture() });
    await user.click(within(sheet).getByRole('button', { name: 'Log out' }));
    const confirm = await screen.findByRole('dialog', { name: 'Prompt' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument());
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'Log in' }),
    ).toBeInTheDocument();
  });
});
