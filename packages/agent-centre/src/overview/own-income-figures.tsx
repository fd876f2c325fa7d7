import type { TeamOverviewQuery } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { QueryState } from '@marquee/session';
import { useId } from 'react';
import { useOwnIncomeQuery } from '../queries/own-income-query';
import { type Figure, FiguresList } from '../shared/figures-list';
import { useMoney } from '../shared/use-money';

/**
 * The agent's own income of the overview's period, from their own ledger: the dividends, salaries
 * and rebates credited to them, and what they come to.
 */
export function OwnIncomeFigures({ range, enabled }: { range: TeamOverviewQuery; enabled: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const titleId = useId();
  const income = useOwnIncomeQuery(range, enabled);
  const data = income.data;
  const figures: Figure[] = data
    ? [
        ['ac_tx_dividend', money(data.dividends)],
        ['ac_tx_salary', money(data.salaries)],
        ['ac_own_rebates', money(data.rebates)],
        ['ac_own_total', money(data.total)],
      ]
    : [];
  return (
    <section className="mq-ac-own-income" aria-labelledby={titleId}>
      <h3 id={titleId} className="mq-ac-own-income__title">
        {t('ac_own_income')}
      </h3>
      {income.isError ? (
        <QueryState query={income} headingLevel="h3" />
      ) : (
        <FiguresList figures={figures} busy={!data} />
      )}
    </section>
  );
}
