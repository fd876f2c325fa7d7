import { playSafeApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { on, recordRequests } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { ACTIVITY_PAGE_SIZE, MyActivityPage } from './my-activity-page';
import { ACTIVITY, NO_ACTIVITY } from './play-safe-story-answers';

const server = setupMswServer();

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
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

  it('says when there is nothing to show', async () => {
    server.use(on(playSafeApi.activity, () => NO_ACTIVITY));
    renderWithProviders(<MyActivityPage />);
    expect(
      await screen.findByRole('heading', { name: 'No deposits, withdrawals or bets in the last 12 months' }),
    ).toBeInTheDocument();
  });
});
