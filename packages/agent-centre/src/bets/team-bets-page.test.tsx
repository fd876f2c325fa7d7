import { agentCentreApi, api, type TeamBetsQuery } from '@marquee/api-client';
import { vendorCardFixture } from '@marquee/api-client/testing';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agent, betsAnswer } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { TeamBetsPage } from './team-bets-page';

const server = setupMswServer();

beforeEach(() => useSessionStore.getState().startSession('agent-token', agent));

function platform() {
  const asked: TeamBetsQuery[] = [];
  server.use(
    on(agentCentreApi.bets, (query) => {
      asked.push(query);
      return betsAnswer(query);
    }),
    on(api.games.vendors, () => ({
      data: {
        lanes: [
          {
            title: 'RNG' as const,
            cards: [vendorCardFixture({ vassalage: 'MQ', name: 'Marquee Games', gameType: 'RNG' })],
          },
          {
            title: 'LIVE' as const,
            cards: [vendorCardFixture({ vassalage: 'LV', name: 'Live Hall', gameType: 'LIVE' })],
          },
        ],
      },
    })),
  );
  return asked;
}

describe('TeamBetsPage', () => {
  it('lists the team’s bets with the totals, by category and vendor, and one member’s from a row', async () => {
    const asked = platform();
    const user = userEvent.setup();
    renderWithProviders(<TeamBetsPage />);
    const table = await screen.findByRole('table', { name: 'Bets of the whole team' });
    expect(
      (await within(table).findByRole('rowheader', { name: 'Total of 2 bets' })).closest('tr'),
    ).toHaveTextContent('₱30.00');

    await user.selectOptions(screen.getByLabelText('Category'), 'Live casino');
    await user.selectOptions(screen.getByLabelText('Vendor'), 'Live Hall');
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ category: 'LIVE', vendor: 'LV' }));

    await user.click(within(table).getByRole('button', { name: 'Show only the bets of teamplayer' }));
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ member: 'teamplayerPublicxxxxxx' }));
    expect(await screen.findByRole('table', { name: 'Bets of teamplayer' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      'member=teamplayerPublicxxxxxx&account=teamplayer',
    );
    await user.click(screen.getByRole('button', { name: 'Whole team' }));
    await vi.waitFor(() => expect(asked.at(-1)).not.toHaveProperty('member'));
    expect(screen.getByRole('status', { name: 'location' })).not.toHaveTextContent('member=');
  });

  it("shows one member's bets opened at their address, with a link to their user P&L of the period", async () => {
    const asked = platform();
    renderWithProviders(<TeamBetsPage />, {
      route: '/agent/teamBetting?member=teamplayerPublicxxxxxx&account=teamplayer',
    });
    expect(await screen.findByRole('table', { name: 'Bets of teamplayer' })).toBeInTheDocument();
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ member: 'teamplayerPublicxxxxxx' }));
    const from = asked.at(-1)?.from ?? '';
    const to = asked.at(-1)?.to ?? '';
    expect(screen.getByRole('link', { name: 'User P&L of teamplayer' })).toHaveAttribute(
      'href',
      `/agent/userProfitLoss?from=${from}&to=${to}&member=teamplayerPublicxxxxxx&account=teamplayer`,
    );
  });
});
