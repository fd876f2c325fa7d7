import { api } from '@marquee/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { winners } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { SlotPageHeader } from './slot-page-header';

const server = setupMswServer();

function phoneViewport(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: matches && query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('SlotPageHeader', () => {
  beforeEach(() => {
    server.use(
      on(api.games.jackpot, () => ({ amount: 1, at: '2026-01-01T00:00:00Z' })),
      on(api.games.winners, () => ({ vo: winners, hasMore: false })),
    );
  });

  it('shows the jackpot beside the recent winners on a wide screen', () => {
    phoneViewport(false);
    renderWithProviders(<SlotPageHeader jackpotAmount={100_000_00} winners={winners} />);
    expect(screen.getByRole('group', { name: 'Jackpot' })).toBeInTheDocument();
    // shown without a press: the strip's button is a phone's only (the style sheet hides it here)
    expect(screen.getByRole('region', { name: 'Recent winners' })).toHaveTextContent('pl***0');
  });

  it('is a strip of the jackpot and a button that shows the winners on a phone', async () => {
    phoneViewport(true);
    const user = userEvent.setup();
    renderWithProviders(<SlotPageHeader jackpotAmount={100_000_00} winners={winners} />);
    expect(screen.getByRole('group', { name: 'Jackpot' })).toHaveTextContent('¥100,000.00');
    expect(screen.queryByRole('region', { name: 'Recent winners' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Recent winners' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Recent winners' })).toHaveTextContent('pl***0');
    await user.click(toggle);
    expect(screen.queryByRole('region', { name: 'Recent winners' })).toBeNull();
  });
});
