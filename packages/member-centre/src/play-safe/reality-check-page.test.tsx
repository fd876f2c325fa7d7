import { realityCheckApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { on, recordRequests } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { RealityCheckPage } from './reality-check-page';

const server = setupMswServer();

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
});

describe('RealityCheckPage', () => {
  it('shows the interval in force and saves another one', async () => {
    server.use(on(realityCheckApi.setting, () => ({ minutes: 0 as const })));
    const saved = recordRequests(realityCheckApi.save, (body) => body);
    renderWithProviders(<RealityCheckPage />);
    const remind = await screen.findByRole('combobox', { name: 'Remind me' });
    expect(remind).toHaveDisplayValue('Never (off)');
    await userEvent.selectOptions(remind, 'Every 20 minutes');
    await userEvent.click(screen.getByRole('button', { name: 'Save reminder' }));
    expect(await screen.findByText('Your reminder is saved')).toHaveAttribute('role', 'status');
    expect(saved).toEqual([{ minutes: 20 }]);
  });
});
