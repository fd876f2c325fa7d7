import { render, screen } from '@testing-library/react';
import { ProgressMeter } from './progress-meter';

describe('ProgressMeter', () => {
  it('names the bar by its label, says the figures and never runs past the target', () => {
    render(
      <ProgressMeter label="Valid bet" valueText="₱3,000.00 of ₱2,000.00" value={300_000} max={200_000} />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Valid bet' });
    expect(bar).toHaveAttribute('aria-valuetext', '₱3,000.00 of ₱2,000.00');
    expect(bar).toHaveAttribute('value', '200000');
    expect(screen.getByText('₱3,000.00 of ₱2,000.00')).toBeVisible();
  });
});
