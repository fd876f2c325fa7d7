import type { TeamDay } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { QueryState, useDates } from '@marquee/session';
import { EmptyState, type RecordsColumn, RecordsTable } from '@marquee/ui-kit';
import { useMemo } from 'react';
import { useTeamOverviewQuery } from '../queries/team-overview-query';
import { type Figure, FiguresList } from '../shared/figures-list';
import { TeamRangeField, useTeamRange } from '../shared/team-range';
import { useMoney } from '../shared/use-money';
import { OwnIncomeFigures } from './own-income-figures';
import { TeamTrendChart } from './team-trend-chart';

type DayColumn = 'day' | 'deposits' | 'withdrawals' | 'validBet' | 'winLoss' | 'activeMembers';

/**
 * Team overview (agentTeamOverview): the team's figures over a period the agent picks, the agent's
 * own income of it, and the daily trend as a chart with its table twin. A range the platform would refuse is refused here,
 * with the platform's own rule, and asks for nothing.
 */
export function TeamOverviewPage() {
  const { t } = useTranslation();
  const { day } = useDates();
  const money = useMoney();
  const period = useTeamRange();
  const { range } = period;
  const overview = useTeamOverviewQuery(range, period.problem === null);
  const columns = useMemo<RecordsColumn<TeamDay, DayColumn>[]>(
    () => [
      { key: 'day', header: t('ac_col_day'), cell: (row) => day(row.day), rowHeader: true },
      { key: 'deposits', header: t('ac_deposits'), cell: (row) => money(row.deposits), align: 'end' },
      {
        key: 'withdrawals',
        header: t('ac_withdrawals'),
        cell: (row) => money(row.withdrawals),
        align: 'end',
      },
      { key: 'validBet', header: t('ac_valid_bet'), cell: (row) => money(row.validBet), align: 'end' },
      { key: 'winLoss', header: t('ac_win_loss'), cell: (row) => money(row.winLoss), align: 'end' },
      {
        key: 'activeMembers',
        header: t('ac_active_members'),
        cell: (row) => row.activeMembers,
        align: 'end',
      },
    ],
    [t, day, money],
  );
  const data = overview.data;
  const figures: Figure[] = data
    ? [
        ['ac_team_size', data.teamSize],
        ['ac_direct_downlines', data.directDownlines],
        ['ac_new_members', data.newMembers],
        ['ac_first_depositors', data.firstDepositors],
        ['ac_active_members', data.activeMembers],
        ['ac_deposits', money(data.deposits)],
        ['ac_withdrawals', money(data.withdrawals)],
        ['ac_bets', data.bets.count],
        ['ac_stake', money(data.bets.stake)],
        ['ac_valid_bet', money(data.bets.validBet)],
        ['ac_win_loss', money(data.bets.winLoss)],
      ]
    : [];
  return (
    <div className="mq-ac-section mq-ac-overview">
      <TeamRangeField {...period} />
      {overview.isError ? (
        <QueryState query={overview} headingLevel="h3" />
      ) : (
        <>
          <FiguresList figures={figures} busy={!data} />
          <OwnIncomeFigures range={range} enabled={period.problem === null} />
          {data && data.days.length > 0 && (
            <TeamTrendChart
              days={data.days}
              label={t('ac_trend_label', { from: day(range.from), to: day(range.to) })}
            />
          )}
          <RecordsTable<TeamDay, DayColumn>
            caption={t('ac_per_day')}
            columns={columns}
            rows={data?.days ?? []}
            rowKey={(row) => row.day}
            loading={!data}
            empty={<EmptyState title={t('ac_no_days')} headingLevel="h3" />}
          />
        </>
      )}
    </div>
  );
}
