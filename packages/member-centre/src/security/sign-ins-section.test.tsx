import { securityApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import { member } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { SignInsSection } from './sign-ins-section';

const server = setupMswServer();

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
});

describe('SignInsSection', () => {
  it('lists each sign-in with its time, IP and device', async () => {
    server.use(
      on(securityApi.signIns, () => ({
        signIns: [
          { at: '2026-03-01T10:00:00.000Z', ip: '203.0.113.7', device: 'Chrome/140' },
          { at: '2026-03-01T09:00:00.000Z', ip: '198.51.100.2', device: '' },
        ],
      })),
    );
    renderWithProviders(<SignInsSection />);
    const table = await screen.findByRole('table', { name: 'Sign-ins shown: 2' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('cell', { name: '203.0.113.7' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('cell', { name: 'Chrome/140' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('cell', { name: 'Unknown device' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('cell', { name: /Mar 1, 2026/ })).toBeInTheDocument();
  });

  it('says when there is none', async () => {
    server.use(on(securityApi.signIns, () => ({ signIns: [] })));
    renderWithProviders(<SignInsSection />);
    expect(await screen.findByText('No sign-ins yet')).toBeInTheDocument();
  });
});
