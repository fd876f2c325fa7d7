import type { ReferralFriend, ReferralResponse, ReferralRewardState } from '@marquee/api-client';
import { type TranslationKey, useTranslation } from '@marquee/i18n';
import { useDates } from '@marquee/session';
import { EmptyState, type RecordsColumn, RecordsTable } from '@marquee/ui-kit';
import { useMemo } from 'react';
import { usePagerLabels } from '../records/use-pager-labels';

type Column = 'name' | 'registeredAt' | 'firstDeposit' | 'rewardState';

const STATE_KEYS: Record<ReferralRewardState, TranslationKey> = {
  PENDING: 'mcref_state_pending',
  WAITING: 'mcref_state_waiting',
  CLAIMED: 'mcref_state_claimed',
  EXPIRED: 'mcref_state_expired',
  NOT_ELIGIBLE: 'mcref_state_not_eligible',
};

interface ReferralFriendsProps {
  data: ReferralResponse;
  loading: boolean;
  onPageChange: (page: number) => void;
}

/** The friends who registered with the member's code, newest first, a page at a time. */
export function ReferralFriends({ data, loading, onPageChange }: ReferralFriendsProps) {
  const { t } = useTranslation();
  const { dateTime } = useDates();
  const pager = usePagerLabels(t('mcref_pages'));
  const columns = useMemo<RecordsColumn<ReferralFriend, Column>[]>(
    () => [
      { key: 'name', header: t('mcref_col_friend'), cell: (row) => row.name },
      {
        key: 'registeredAt',
        header: t('mcref_col_registered'),
        cell: (row) => dateTime(row.registeredAt),
      },
      {
        key: 'firstDeposit',
        header: t('mcref_col_first_deposit'),
        cell: (row) => t(row.firstDeposit ? 'mcref_yes' : 'mcref_no'),
      },
      { key: 'rewardState', header: t('mcref_col_reward'), cell: (row) => t(STATE_KEYS[row.rewardState]) },
    ],
    [t, dateTime],
  );
  return (
    <RecordsTable<ReferralFriend, Column>
      caption={t('mcref_friends_title', { count: data.totalRows })}
      columns={columns}
      rows={data.friends}
      rowKey={(row) => `${row.registeredAt}-${row.name}`}
      loading={loading}
      empty={
        <EmptyState
          title={t('mcref_friends_empty')}
          description={t('mcref_friends_empty_hint')}
          headingLevel="h3"
        />
      }
      pagination={{ ...pager, page: data.page, pageCount: data.totalPages, onPageChange }}
    />
  );
}
