import type { TeamBetsResponse } from '@marquee/api-client';
import { useLanguageStore, useTranslation } from '@marquee/i18n';
import { QueryState, useDates, usePageLabels } from '@marquee/session';
import { Button, EmptyState, type RecordsColumn, RecordsTable } from '@marquee/ui-kit';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTeamBetsQuery } from '../queries/team-bets-query';
import { betColumns } from '../shared/bet-columns';
import { type Figure, FiguresList } from '../shared/figures-list';
import { pageProps } from '../shared/page-props';
import { TeamRangeField } from '../shared/team-range';
import { useMoney } from '../shared/use-money';
import { useRangeParams } from '../shared/use-range-params';
import { listSearch, openedFromList } from './profit-address';

type BetRow = TeamBetsResponse['rows'][number];
type Column = 'time' | 'game' | 'stake' | 'validBet' | 'winLoss';

/**
 * One member of user P&L: their bets of the list's period (which they may change here) and what
 * they come to, newest first. Back steps back to the list as it was left (its period, order and
 * page are in its address); opened at this address directly, it goes to the list of this period.
 * A member outside the agent's team is the platform's refusal (NOT_IN_TEAM), shown as such.
 */
export function MemberProfitView({ member, account }: { member: string; account: string }) {
  const { t } = useTranslation();
  const { dateTime } = useDates();
  const money = useMoney();
  const language = useLanguageStore((current) => current.current);
  const pageLabels = usePageLabels(t('ac_bets_pages'));
  const navigate = useNavigate();
  const { state } = useLocation();
  const { params, change, period } = useRangeParams();
  const page = Math.max(1, Number.parseInt(params.get('betsPage') ?? '1', 10) || 1);
  const bets = useTeamBetsQuery({ ...period.range, language, page, member }, period.problem === null);
  const back = () => {
    if (openedFromList(state)) void navigate(-1);
    else void navigate({ search: listSearch(params) }, { state });
  };
  const columns = useMemo<RecordsColumn<BetRow, Column>[]>(
    () => [
      { key: 'time', header: t('ac_time'), cell: (row) => dateTime(row.time), rowHeader: true },
      ...betColumns(t, money),
    ],
    [t, dateTime, money],
  );
  const data = bets.data;
  const figures: Figure[] = data
    ? [
        ['ac_bets', data.totals.count],
        ['ac_stake', money(data.totals.stake)],
        ['ac_valid_bet', money(data.totals.validBet)],
        ['ac_win_loss', money(data.totals.winLoss)],
      ]
    : [];
  const title = t('ac_profit_member', { account });
  return (
    <div className="mq-ac-section">
      <div className="mq-ac-member-head">
        <Button variant="secondary" size="sm" onClick={back}>
          {t('ac_profit_back')}
        </Button>
        <h3 className="mq-ac-member-head__title">{title}</h3>
      </div>
      <TeamRangeField
        {...period}
        setRange={(range) => change({ from: range.from, to: range.to, betsPage: null })}
      />
      {bets.isError ? (
        <QueryState query={bets} headingLevel="h3" />
      ) : (
        <>
          <FiguresList figures={figures} busy={!data} />
          <RecordsTable<BetRow, Column>
            caption={t('ac_bets_member', { account })}
            columns={columns}
            rows={data?.rows ?? []}
            rowKey={(row) => row.id}
            loading={!data}
            empty={<EmptyState title={t('ac_no_bets')} headingLevel="h3" />}
            {...pageProps(data, (next) => change({ betsPage: String(next) }), pageLabels)}
          />
        </>
      )}
    </div>
  );
}
