import { isAgentAccount, TEAM_SEARCH_MAX, type TeamMember, type TeamMemberStatus } from '@marquee/api-client';
import { type TranslationKey, useTranslation } from '@marquee/i18n';
import { QueryState, useDates, usePageLabels } from '@marquee/session';
import { Button, EmptyState, type RecordsColumn, RecordsTable, TextField } from '@marquee/ui-kit';
import { type FormEvent, useMemo, useState } from 'react';
import { OfferDialog } from '../contracts/offer-dialog';
import { MemberProfitLink } from '../profit/member-profit-link';
import { useTeamMembersQuery } from '../queries/team-members-query';
import { useMoney } from '../shared/use-money';
import { TransferDialog } from './transfer-dialog';

type Column =
  | 'account'
  | 'type'
  | 'level'
  | 'registeredAt'
  | 'lastSignInAt'
  | 'balance'
  | 'directDownlines'
  | 'status'
  | 'transfer';

const STATUS_KEYS: Record<TeamMemberStatus, TranslationKey> = {
  FIRST_SIGN_IN: 'ac_status_first_sign_in',
  ACTIVE: 'ac_status_active',
  INACTIVE: 'ac_status_inactive',
};

/** Where the list stands: one level of the tree (`parent`, none for the agent's own) or a search. */
interface View {
  parent?: string;
  account?: string;
  page: number;
}

/**
 * Team management: the downline as a tree, the agent's direct downlines first; a member with
 * downlines of their own opens their level, and the breadcrumbs lead back up. A search finds a
 * username anywhere below the agent.
 */
export function TeamManagementPage() {
  const { t } = useTranslation();
  const { dateTime } = useDates();
  const money = useMoney();
  const pageLabels = usePageLabels(t('ac_team_pages'));
  const [view, setView] = useState<View>({ page: 1 });
  const [search, setSearch] = useState('');
  const [paying, setPaying] = useState<TeamMember | null>(null);
  const [offering, setOffering] = useState<TeamMember | null>(null);
  const members = useTeamMembersQuery(view);
  const columns = useMemo<RecordsColumn<TeamMember, Column>[]>(
    () => [
      {
        key: 'account',
        header: t('ac_username'),
        rowHeader: true,
        cell: (row) =>
          row.directDownlines > 0 ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setView({ parent: row.id, page: 1 })}
              aria-label={t('ac_open_downlines', { account: row.account, count: row.directDownlines })}
            >
              {row.account}
            </Button>
          ) : (
            row.account
          ),
      },
      {
        key: 'type',
        header: t('ac_account_type'),
        cell: (row) => t(isAgentAccount(row.type) ? 'ac_type_agent' : 'ac_type_member'),
      },
      { key: 'level', header: t('ac_level'), cell: (row) => row.level, align: 'end' },
      {
        key: 'registeredAt',
        header: t('ac_registered'),
        cell: (row) => dateTime(row.registeredAt),
        wrap: true,
      },
      {
        key: 'lastSignInAt',
        header: t('ac_last_sign_in'),
        cell: (row) => (row.lastSignInAt ? dateTime(row.lastSignInAt) : t('ac_never')),
        wrap: true,
      },
      { key: 'balance', header: t('ac_balance'), cell: (row) => money(row.balance), align: 'end' },
      { key: 'directDownlines', header: t('ac_downlines'), cell: (row) => row.directDownlines, align: 'end' },
      { key: 'status', header: t('ac_status'), cell: (row) => t(STATUS_KEYS[row.status]) },
      {
        key: 'transfer',
        header: t('ac_col_actions'),
        // every member's figures open; the platform moves money to, and offers contracts to, a direct downline only
        cell: (row) => (
          <span className="mq-ac-team__actions">
            <MemberProfitLink member={row} />
            {row.level === 1 && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setPaying(row)}
                aria-label={t('ac_transfer_title', { account: row.account })}
              >
                {t('ac_transfer')}
              </Button>
            )}
            {row.level === 1 && isAgentAccount(row.type) && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setOffering(row)}
                aria-label={t('ac_offer_title', { account: row.account })}
              >
                {t('ac_offer')}
              </Button>
            )}
          </span>
        ),
      },
    ],
    [t, dateTime, money],
  );
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const account = search.trim();
    setView(account ? { account, page: 1 } : { page: 1 });
  };
  const data = members.data;
  return (
    <div className="mq-ac-section mq-ac-team">
      <form className="mq-ac-team__search" aria-label={t('ac_search_label')} onSubmit={submitSearch}>
        <TextField
          label={t('ac_search_label')}
          className="mq-ac-team__search-field"
          type="search"
          maxLength={TEAM_SEARCH_MAX}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="submit" size="sm">
          {t('ac_search')}
        </Button>
      </form>
      <nav aria-label={t('ac_breadcrumbs')} className="mq-ac-crumbs">
        <ol>
          <li>
            {view.parent || view.account ? (
              <Button variant="ghost" size="sm" onClick={() => setView({ page: 1 })}>
                {t('ac_my_team')}
              </Button>
            ) : (
              <span aria-current="location">{t('ac_my_team')}</span>
            )}
          </li>
          {view.account && (
            <li>
              <span aria-current="location">{t('ac_search_results', { account: view.account })}</span>
            </li>
          )}
          {!view.account &&
            data?.path.map((step, index) => (
              <li key={step.id}>
                {index === data.path.length - 1 ? (
                  <span aria-current="location">{step.account}</span>
                ) : (
                  <Button variant="ghost" size="sm" onClick={() => setView({ parent: step.id, page: 1 })}>
                    {step.account}
                  </Button>
                )}
              </li>
            ))}
        </ol>
      </nav>
      {members.isError ? (
        <QueryState query={members} headingLevel="h3" />
      ) : (
        <RecordsTable<TeamMember, Column>
          caption={view.account ? t('ac_search_results', { account: view.account }) : t('ac_team_level')}
          columns={columns}
          rows={data?.rows ?? []}
          rowKey={(row) => row.id}
          loading={!data}
          empty={<EmptyState title={t(view.account ? 'ac_no_match' : 'ac_no_downlines')} headingLevel="h3" />}
          {...(data && data.totalPages > 1
            ? {
                pagination: {
                  page: data.page,
                  pageCount: data.totalPages,
                  onPageChange: (page: number) => setView({ ...view, page }),
                  ...pageLabels,
                },
              }
            : {})}
        />
      )}
      {paying && <TransferDialog member={paying} onClose={() => setPaying(null)} />}
      {offering && <OfferDialog member={offering} onClose={() => setOffering(null)} />}
    </div>
  );
}
