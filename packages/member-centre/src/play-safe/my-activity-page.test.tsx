import { playSafeApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { on, recordRequests } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { ACTIVITY_PAGE_SIZE, MyActivityPage } from './my-activity-page';
import { ACTIVITY, LIMITS, NO_ACTIVITY, NO_LIMITS } from './play-safe-story-answers';

const server = setupMswServer();

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
  server.use(on(playSafeApi.limits, () => NO_LIMITS));
});

describe('MyActivityPage', () => {
  it('shows the months first, then the days a page at a time, with the 12 months’ totals', async () => {
    const asked = recordRequests(playSafeApi.activity, () => ACTIVITY);
    renderWithProviders(<MyActivityPage />);
    const table = await screen.findByRole('table', { name: 'My activity' });
    expect(within(table).getByRole('columnheader', { name: 'Net result' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show per' }), 'Day');
    const rows = await within(table).findAllByRole('row');
    // the header, a page of days and the totals
    expect(rows).toHaveLength(ACTIVITY_PAGE_SIZE + 2);
    const total = rows.at(-1)!;
    expect(total).toHaveTextContent('12 months');
    expect(total).toHaveTextContent('₱8,000.00');
    expect(total).toHaveTextContent('-₱4,380.00');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(within(table).getAllByRole('row')).toHaveLength(40 - ACTIVITY_PAGE_SIZE + 2);
    expect(asked).toEqual([{ by: 'MONTH' }, { by: 'DAY' }]);
  });

  it('lists the limit changes under the figures, newest first', async () => {
    server.use(
      on(playSafeApi.activity, () => ACTIVITY),
      on(playSafeApi.limits, () => LIMITS),
    );
    renderWithProviders(<MyActivityPage />);
    const history = await screen.findByRole('region', { name: 'Limit changes' });
    const changes = within(history).getAllByRole('listitem');
    expect(changes).toHaveLength(2);
    expect(changes[0]).toHaveTextContent('Deposit limit · daily change to ₱2,000.00 asked');
    expect(changes[1]).toHaveTextContent('Deposit limit · daily');
  });

  it('says when there is nothing to show', async () => {
    server.use(on(playSafeApi.activity, () => NO_ACTIVITY));
    renderWithProviders(<MyActivityPage />);
    expect(
      await screen.findByRole('heading', { name: 'No deposits, withdrawals or bets in the last 12 months' }),
    ).toBeInTheDocument();
  });
});
