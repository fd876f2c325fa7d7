import { I18nProvider } from '@marquee/i18n';
import { createTestI18n } from '@marquee/i18n/testing';
import { render, screen, within } from '@testing-library/react';
import { vipRank } from '../test/fixtures';
import { VipNextLevel } from './vip-next-level';

const money = (minor: number) => `¥${minor / 100}`;

function renderNextLevel(rank = vipRank) {
  return render(
    <I18nProvider i18n={createTestI18n({ language: 'EN' })}>
      <VipNextLevel rank={rank} formatMoney={money} headingLevel="h3" />
    </I18nProvider>,
  );
}

describe('VipNextLevel', () => {
  it("measures valid bets and deposits against the next level's thresholds", () => {
    renderNextLevel();
    const section = screen.getByRole('region', { name: 'Progress to VIP 3' });
    expect(section).toContainElement(screen.getByRole('heading', { level: 3, name: 'Progress to VIP 3' }));
    const meters = within(section).getAllByRole('progressbar');
    expect(meters.map((meter) => meter.getAttribute('aria-valuetext'))).toEqual([
      '¥5000 of ¥10000',
      '¥1250 of ¥5000',
    ]);
    expect(meters).toEqual([
      screen.getByRole('progressbar', { name: 'Valid bet' }),
      screen.getByRole('progressbar', { name: 'Deposits' }),
    ]);
  });

  it('says the member holds the top level where there is no next one', () => {
    renderNextLevel({ ...vipRank, level: 6 });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      screen.getByText('You have reached the highest level. Thank you for playing with us!'),
    ).toBeInTheDocument();
  });
});
