import { api } from '@marquee/api-client';
import { screen } from '@testing-library/react';
import { findFooter, preloadFooter } from '../test/find-footer';
import { permissionFixture } from '../test/fixtures';
import { answer } from '../test/handlers';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { installTestObserver } from '../test/test-observer';

installTestObserver();
preloadFooter();
vi.setConfig({ testTimeout: 15_000 });

describe('the login and registration pages', () => {
  it.each(['/login', '/register'])('%s shows the brand logo, a link home', async (path) => {
    const { user, router } = renderApp({ path });
    await screen.findByRole('heading', { level: 1 });
    const home = screen.getByRole('link', { name: 'Marquee home' });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    expect(router.state.location.pathname).toBe('/');
  });

  it("asks to confirm the brand's minimum age (the platform's setting), the age the footer states", async () => {
    server.use(answer(api.system.whitelabel, permissionFixture({ minimumAge: 19 })));
    const register = renderApp({ path: '/register' });
    expect(
      await screen.findByRole('checkbox', { name: 'I confirm that I am at least 19 years old' }),
    ).toBeInTheDocument();
    register.unmount();
    renderApp({ path: '/' });
    const footer = await findFooter();
    expect(footer).toHaveTextContent('19+');
    expect(footer).not.toHaveTextContent('21+');
  });
});
