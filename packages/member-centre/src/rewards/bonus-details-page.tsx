import type { Bonus, BonusStatus } from '@marquee/api-client';
import { type TranslationKey, useTranslation } from '@marquee/i18n';
import { QueryState, useDates, useErrorText } from '@marquee/session';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  FormError,
  type RecordsColumn,
  RecordsTable,
} from '@marquee/ui-kit';
import { useCallback, useMemo, useState } from 'react';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useForfeitBonusMutation } from '../mutations/forfeit-bonus-mutation';
import { useBonusesQuery } from '../queries/bonuses-query';
import { formatAmount } from '../shared/format-amount';
import { rewardSourceKey } from './reward-names';

type Column = 'reward' | 'amount' | 'progress' | 'status' | 'expiry' | 'action';

const STATUS_KEYS: Record<BonusStatus, TranslationKey> = {
  ACTIVE: 'mcbon_status_active',
  COMPLETED: 'mcbon_status_completed',
  EXPIRED: 'mcbon_status_expired',
  FORFEITED: 'mcbon_status_forfeited',
};

/** What a forfeit takes at most: the bonus's unwagered share of its amount, as the platform rounds it. */
const unwageredShare = (bonus: Bonus) =>
  bonus.wageringRequired === 0 ? 0 : Math.ceil((bonus.amount * bonus.wageringLeft) / bonus.wageringRequired);

/**
 * Bonus details (bonusDetails): every claimed reward with its wagering progress (valid bets since
 * the claim), status and the end of its wagering days. A bonus not yet completed can be forfeited
 * to withdraw freely, after a confirmation that says what it costs.
 */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useMemberCentreConfig();
  const { dateTime } = useDates();
  const errorText = useErrorText();
  const bonuses = useBonusesQuery();
  const forfeit = useForfeitBonusMutation();
  const [asked, setAsked] = useState<Bonus | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const money = useCallback(
    (minor: number) => formatAmount(minor, currencySymbol, locale),
    [currencySymbol, locale],
  );
  const columns = useMemo<RecordsColumn<Bonus, Column>[]>(() => {
    const named = (row: Bonus) => ({
      reward: t(rewardSourceKey(row.source)),
      claimed: dateTime(row.claimedAt),
    });
    return [
      {
        key: 'reward',
        header: t('mcrwd_col_reward'),
        cell: (row) => (
          <>
            <strong>{t(rewardSourceKey(row.source))}</strong>
            <span className="mq-mc-rewards__when">
              {t('mcbon_col_claimed')}: {dateTime(row.claimedAt)}
            </span>
          </>
        ),
      },
      { key: 'amount', header: t('mcrwd_col_amount'), align: 'end', cell: (row) => money(row.amount) },
      {
        key: 'progress',
        header: t('mcbon_col_progress'),
        cell: (row) => (
          <div className="mq-mc-rewards__progress">
            <progress
              max={Math.max(row.wageringRequired, 1)}
              value={row.wageringRequired === 0 ? 1 : row.wagered}
              aria-label={t('mcbon_progress_label', named(row))}
            />
            <span>
              {t('mcbon_progress', { wagered: money(row.wagered), required: money(row.wageringRequired) })}
            </span>
          </div>
        ),
      },
      {
        key: 'status',
        header: t('mcbon_col_status'),
        cell: (row) => (
          <span className={`mq-mc-rewards__status mq-mc-rewards__status--${row.status.toLowerCase()}`}>
            {t(STATUS_KEYS[row.status])}
          </span>
        ),
      },
      { key: 'expiry', header: t('mcbon_col_expiry'), cell: (row) => dateTime(row.expiresAt) },
      {
        key: 'action',
        header: t('mcrwd_col_action'),
        cell: (row) =>
          row.wageringLeft > 0 ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('mcbon_forfeit_label', named(row))}
              onClick={() => setAsked(row)}
            >
              {t('mcbon_forfeit')}
            </Button>
          ) : null,
      },
    ];
  }, [t, money, dateTime]);
  const list = bonuses.data;
  const left = list?.reduce((sum, bonus) => sum + bonus.wageringLeft, 0) ?? 0;
  return (
    <div className="mq-mc-section mq-mc-rewards">
      {left > 0 && <p className="mq-mc-rewards__note">{t('mcbon_left', { amount: money(left) })}</p>}
      <p role="status" className="mq-mc-rewards__done">
        {done}
      </p>
      <FormError message={failure} />
      {bonuses.isError ? (
        <QueryState query={bonuses} headingLevel="h3" />
      ) : (
        <RecordsTable<Bonus, Column>
          caption={t('mcbon_table')}
          columns={columns}
          rows={list ?? []}
          rowKey={(row) => row.id}
          loading={!list}
          empty={<EmptyState title={t('mcbon_empty')} headingLevel="h3" />}
        />
      )}
      <ConfirmDialog
        open={asked !== null}
        title={t('mcbon_forfeit_title')}
        message={asked ? t('mcbon_forfeit_message', { amount: money(unwageredShare(asked)) }) : ''}
        confirmLabel={t('mcbon_forfeit')}
        cancelLabel={t('cancel')}
        confirmVariant="danger"
        confirming={forfeit.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (!asked) return;
          setDone(null);
          setFailure(null);
          forfeit.mutate(asked.id, {
            onSuccess: (answer) => setDone(t('mcbon_forfeited', { amount: money(answer.debited) })),
            onError: (error) => setFailure(errorText(error)),
            onSettled: () => setAsked(null),
          });
        }}
      />
    </div>
  );
}
