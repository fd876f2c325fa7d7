import { I18nProvider } from '@marquee/i18n';
import { createTestI18n } from '@marquee/i18n/testing';
import { render, screen } from '@testing-library/react';
import { useDates } from './use-dates';

// 17:05 UTC on 28 November is 01:05 on the 29th in the brand's zone (Manila)
const AT = '2026-11-28T17:05:00.000Z';

function Moment() {
  const dates = useDates();
  return (
    <p>
      {dates.date(AT)} | {dates.dateTime(AT)} | {dates.day('2026-11-29')}
    </p>
  );
}

describe('useDates', () => {
  it("writes the brand's day in the player's language on a device set to UTC", () => {
    vi.stubEnv('TZ', 'UTC');
    try {
      render(
        <I18nProvider i18n={createTestI18n({ language: 'EN' })}>
          <Moment />
        </I18nProvider>,
      );
      expect(screen.getByText('Nov 29, 2026 | Nov 29, 2026, 1:05 AM | Nov 29, 2026')).toBeInTheDocument();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('follows the language', () => {
    render(
      <I18nProvider i18n={createTestI18n({ language: 'VI' })}>
        <Moment />
      </I18nProvider>,
    );
    expect(screen.getByText(/^29 thg 11, 2026 \| 01:05 29 thg 11, 2026/)).toBeInTheDocument();
  });
});
