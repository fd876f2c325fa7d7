import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../test/render-app';

describe('the reset mail link (/?resetCode=)', () => {
  it('opens the new-password step of forgot password on the login screen', async () => {
    const { router } = renderApp({ path: '/?resetCode=mailed-code' });
    expect(await screen.findByRole('dialog', { name: 'Set a new password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // the code is read, then taken out of the address
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('leaves an ordinary home visit at home', async () => {
    const { router } = renderApp({ path: '/?lang=en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marquee' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
