import type { WaitingReward } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { QueryState, useDates, useErrorText } from '@marquee/session';
import { Button, EmptyState, FormError, type RecordsColumn, RecordsTable } from '@marquee/ui-kit';
import { useCallback, useMemo, useState } from 'react';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useClaimRewardsMutation } from '../mutations/claim-rewards-mutation';
import { useWaitingRewardsQuery } from '../queries/waiting-rewards-query';
import { formatAmount } from '../shared/format-amount';
import { RewardDetail } from './reward-detail';
import { rewardSourceKey } from './reward-names';

type Column = 'reward' | 'amount' | 'wagering' | 'claimBy' | 'action';

/**
 * The reward centre (rewardCenter): the rewards waiting to be claimed, each claimed on its own or
 * all at once. A claim the platform refuses (already claimed in another tab, lapsed) says why in
 * the player's language; either way the list and the balance are fetched again.
 */
export function RewardCentrePage() {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useMemberCentreConfig();
  const { dateTime } = useDates();
  const errorText = useErrorText();
  const rewards = useWaitingRewardsQuery();
  const claim = useClaimRewardsMutation();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const money = useCallback(
    (minor: number) => formatAmount(minor, currencySymbol, locale),
    [currencySymbol, locale],
  );
  const run = useCallback(
    (id: string | null) => {
      setDone(null);
      setFailure(null);
      claim.mutate(id, {
        onSuccess: (answer) => setDone(t('mcrwd_claimed', { amount: money(answer.total) })),
        onError: (error) => setFailure(errorText(error)),
      });
    },
    [claim, t, money, errorText],
  );
  const columns = useMemo<RecordsColumn<WaitingReward, Column>[]>(
    () => [
      {
        key: 'reward',
        header: t('mcrwd_col_reward'),
        cell: (row) => (
          <>
            <strong>{t(rewardSourceKey(row.source))}</strong>
            <RewardDetail reward={row} formatMoney={money} />
          </>
        ),
      },
      { key: 'amount', header: t('mcrwd_col_amount'), align: 'end', cell: (row) => money(row.amount) },
      {
        key: 'wagering',
        header: t('mcrwd_col_wagering'),
        align: 'end',
        cell: (row) => money(row.wageringRequired),
      },
      { key: 'claimBy', header: t('mcrwd_col_claim_by'), cell: (row) => dateTime(row.claimBy) },
      {
        key: 'action',
        header: t('mcrwd_col_action'),
        cell: (row) => (
          <Button
            size="sm"
            onClick={() => run(row.id)}
            disabled={claim.isPending}
            aria-label={t('mcrwd_claim_label', {
              reward: t(rewardSourceKey(row.source)),
              amount: money(row.amount),
            })}
          >
            {t('mcrwd_claim')}
          </Button>
        ),
      },
    ],
    [t, money, run, claim.isPending, dateTime],
  );
  const list = rewards.data;
  return (
    <div className="mq-mc-section mq-mc-rewards">
      <p className="mq-mc-rewards__note">{t('mcrwd_note')}</p>
      <p role="status" className="mq-mc-rewards__done">
        {done}
      </p>
      <FormError message={failure} />
      {rewards.isError ? (
        <QueryState query={rewards} headingLevel="h3" />
      ) : (
        <>
          {list && list.length > 0 && (
            <div className="mq-mc-rewards__actions">
              <Button onClick={() => run(null)} loading={claim.isPending && claim.variables === null}>
                {t('mcrwd_claim_all', { count: list.length })}
              </Button>
            </div>
          )}
          <RecordsTable<WaitingReward, Column>
            caption={t('mcrwd_table')}
            columns={columns}
            rows={list ?? []}
            rowKey={(row) => row.id}
            loading={!list}
            empty={<EmptyState title={t('mcrwd_empty')} headingLevel="h3" />}
          />
        </>
      )}
    </div>
  );
}
