import { I18nProvider } from '@marquee/i18n';
import { createTestI18n } from '@marquee/i18n/testing';
import { render, screen } from '@testing-library/react';
import { RewardDetail } from './reward-detail';
import { MISSION, REBATE } from './reward-story-answers';

const money = (minor: number) => `₱${(minor / 100).toFixed(2)}`;

function renderDetail(reward: Parameters<typeof RewardDetail>[0]['reward']) {
  return render(
    <I18nProvider i18n={createTestI18n()}>
      <RewardDetail reward={reward} formatMoney={money} />
    </I18nProvider>,
  );
}

describe('RewardDetail', () => {
  it('names the friend a referral reward is for, masked as the platform sent it', () => {
    renderDetail({ ...MISSION, id: 'rw-ref', source: 'REFERRAL', detail: { friend: 'jo***n' } });
    expect(screen.getByText('For inviting jo***n')).toBeInTheDocument();
  });

  it("shows a rebate's day and its bets per category", () => {
    renderDetail(REBATE);
    expect(screen.getByText(/2026-02-27/)).toBeInTheDocument();
  });

  it('shows nothing for a source without details', () => {
    const { container } = renderDetail(MISSION);
    expect(container).toBeEmptyDOMElement();
  });
});
