import type { ContractTerms, ContractTier } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { EmptyState, type RecordsColumn, RecordsTable } from '@marquee/ui-kit';
import { useMemo } from 'react';
import { PERIOD_KEYS } from '../shared/contract-kinds';
import { FiguresList } from '../shared/figures-list';
import { useMoney } from '../shared/use-money';
import { useRate } from '../shared/use-rate';

type TierColumn = 'minAmount' | 'minActive' | 'rateBps';

/** A contract's terms as the agent reads them: a real-time salary's three figures, or the tiers. */
export function ContractTermsView({ terms }: { terms: ContractTerms }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rate = useRate();
  const columns = useMemo<RecordsColumn<ContractTier, TierColumn>[]>(
    () => [
      {
        key: 'minAmount',
        header: t(terms.kind === 'DIVIDEND' ? 'ac_tier_min_loss' : 'ac_tier_min_bet'),
        cell: (tier) => money(tier.minAmount),
        rowHeader: true,
      },
      { key: 'minActive', header: t('ac_tier_min_active'), cell: (tier) => tier.minActive, align: 'end' },
      { key: 'rateBps', header: t('ac_rate'), cell: (tier) => rate(tier.rateBps), align: 'end' },
    ],
    [t, money, rate, terms.kind],
  );
  if (terms.kind === 'REALTIME_SALARY')
    return (
      <FiguresList
        figures={[
          ['ac_profit_rate', rate(terms.profitRateBps)],
          ['ac_loss_rate', rate(terms.lossRateBps)],
          ['ac_min_single_bet', money(terms.minBet)],
        ]}
      />
    );
  return (
    <>
      {terms.kind === 'DIVIDEND' && (
        <p>{t('ac_dividend_period', { period: t(PERIOD_KEYS[terms.period]) })}</p>
      )}
      <RecordsTable<ContractTier, TierColumn>
        caption={t('ac_tiers')}
        columns={columns}
        rows={terms.tiers}
        rowKey={(tier) => `${tier.minAmount}-${tier.minActive}`}
        empty={<EmptyState title={t('ac_tiers')} headingLevel="h4" />}
        phoneLayout="scroll"
      />
    </>
  );
}
