import type { TeamBetsResponse } from '@marquee/api-client';
import { useLanguageStore, useTranslation } from '@marquee/i18n';
import { QueryState, useCategoryOptions, useDates, usePageLabels, useVendorOptions } from '@marquee/session';
import { Button, EmptyState, type RecordsColumn, RecordsTable, SelectField } from '@marquee/ui-kit';
import { useMemo } from 'react';
import { useAgentCentreConfig } from '../config/agent-centre-config';
import { MemberProfitLink } from '../profit/member-profit-link';
import { useTeamBetsQuery } from '../queries/team-bets-query';
import { betColumns } from '../shared/bet-columns';
import { pageProps } from '../shared/page-props';
import { TeamRangeField } from '../shared/team-range';
import { useMoney } from '../shared/use-money';
import { usePagedFilters } from '../shared/use-paged-filters';
import { useMemberParam } from './use-member-param';

type BetRow = TeamBetsResponse['rows'][number];
type Column = 'time' | 'account' | 'game' | 'stake' | 'validBet' | 'winLoss';

/**
 * Team betting: the bets of the whole team, or of one member (chosen from a row, at an address of
 * its own: `member`, with `account` for the title), by period, category and vendor, newest first,
 * with the totals of the whole filter. One member's bets lead to their page of user P&L.
 */
export function TeamBetsPage() {
  const { t } = useTranslation();
  const { dateTime } = useDates();
  const money = useMoney();
  const language = useLanguageStore((state) => state.current);
  const pageLabels = usePageLabels(t('ac_bets_pages'));
  const { period, range, ready, filters, setFilters, page, setPage } = usePagedFilters({
    category: '',
    vendor: '',
  });
  const { category, vendor } = filters;
  const [member, setMember] = useMemberParam(setPage);
  const categories = useCategoryOptions();
  const vendors = useVendorOptions(useAgentCentreConfig().merchantCode, category);
  const bets = useTeamBetsQuery(
    {
      ...range,
      language,
      page,
      ...(category ? { category } : {}),
      ...(vendor ? { vendor } : {}),
      ...(member ? { member: member.id } : {}),
    },
    ready,
  );
  const columns = useMemo<RecordsColumn<BetRow, Column>[]>(
    () => [
      { key: 'time', header: t('ac_time'), cell: (row) => dateTime(row.time), rowHeader: true },
      {
        key: 'account',
        header: t('ac_username'),
        cell: (row) => (
          <Button
            variant="ghost"
            size="sm"
            onClick={(event) => {
              setMember({ id: row.memberId, account: row.account });
              event.currentTarget.blur();
            }}
            aria-label={t('ac_bets_of', { account: row.account })}
          >
            {row.account}
          </Button>
        ),
      },
      ...betColumns(t, money),
    ],
    [t, dateTime, money, setMember],
  );
  const data = bets.data;
  const totals = data && {
    label: t('ac_total_bets', { count: data.totals.count }),
    cells: {
      stake: money(data.totals.stake),
      validBet: money(data.totals.validBet),
      winLoss: money(data.totals.winLoss),
    },
  };
  return (
    <div className="mq-ac-section">
      <div className="mq-ac-filters">
        <TeamRangeField {...period} />
        <SelectField
          label={t('ac_category')}
          placeholder={t('ac_all_categories')}
          options={categories}
          value={category}
          // another category's vendors differ: the vendor goes back to all
          onChange={(event) => setFilters({ category: event.target.value, vendor: '' })}
        />
        <SelectField
          label={t('ac_vendor')}
          placeholder={t('ac_all_vendors')}
          options={vendors}
          value={vendor}
          onChange={(event) => setFilters({ vendor: event.target.value })}
        />
      </div>
      <p className="mq-ac-bets__whose">
        {member ? t('ac_bets_member', { account: member.account }) : t('ac_bets_team')}
        {member && (
          <>
            <MemberProfitLink member={member} range={range} />
            <Button variant="secondary" size="sm" onClick={() => setMember(null)}>
              {t('ac_bets_whole_team')}
            </Button>
          </>
        )}
      </p>
      {bets.isError ? (
        <QueryState query={bets} headingLevel="h3" />
      ) : (
        <RecordsTable<BetRow, Column>
          caption={member ? t('ac_bets_member', { account: member.account }) : t('ac_bets_team')}
          columns={columns}
          rows={data?.rows ?? []}
          rowKey={(row) => row.id}
          loading={!data}
          {...(totals ? { totals } : {})}
          empty={<EmptyState title={t('ac_no_bets')} headingLevel="h3" />}
          {...pageProps(data, setPage, pageLabels)}
        />
      )}
    </div>
  );
}
