import { HttpError } from '@marquee/api-client';
import { screen } from '@testing-library/react';
import { useErrorText } from '../errors/use-error-text';
import { renderWithSession } from '../testing/render-with-session';

const refusal = new HttpError(400, 'Your wager limit leaves 1500.00 until 2026-12-01 00:00 GMT+8', {
  code: 'WAGER_LIMIT_REACHED',
  params: { left: '1500.00', resets: '2026-12-01 00:00 GMT+8' },
});

function Refusal() {
  return <p>{useErrorText()(refusal)}</p>;
}

describe('CurrencyProvider', () => {
  it("gives the brand's currency to the refusals' sums of money", async () => {
    renderWithSession(<Refusal />, { currencySymbol: '₱' });
    expect(
      await screen.findByText('Your wager limit leaves ₱1,500.00 until 2026-12-01 00:00 GMT+8'),
    ).toBeInTheDocument();
  });

  it("leaves the platform's figure without one", async () => {
    renderWithSession(<Refusal />);
    expect(
      await screen.findByText('Your wager limit leaves 1500.00 until 2026-12-01 00:00 GMT+8'),
    ).toBeInTheDocument();
  });
});
