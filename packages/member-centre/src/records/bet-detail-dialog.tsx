import type { BetRecord } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Dialog, QueryState, useDates } from '@marquee/session';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useBetDetailQuery } from '../queries/bet-detail-query';
import { formatAmount } from '../shared/format-amount';
import { BetOutcome } from './bet-outcome';

/** One bet's details, over the betting record, named by its game and round. */
export function BetDetailDialog({
  bet: row,
  language,
  onClose,
}: {
  bet: BetRecord;
  language: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useMemberCentreConfig();
  const { dateTime } = useDates();
  const detail = useBetDetailQuery(row.id, language);
  const bet = detail.data;
  const money = (minor: number) => formatAmount(minor, currencySymbol, locale);
  return (
    <Dialog
      onClose={onClose}
      title={t('mcrec_details_title', { game: row.game, round: row.roundId })}
      width={480}
    >
      {!bet ? (
        <QueryState query={detail} headingLevel="h3" />
      ) : (
        <dl className="mq-mc-facts mq-mc-records__detail">
          <dt>{t('mcrec_col_time')}</dt>
          <dd>{dateTime(bet.time)}</dd>
          <dt>{t('mcrec_col_game')}</dt>
          <dd>{bet.game}</dd>
          <dt>{t('mcrec_col_vendor')}</dt>
          <dd>{bet.vendor}</dd>
          <dt>{t('mcrec_col_round')}</dt>
          <dd>{bet.roundId}</dd>
          <dt>{t('mcrec_status')}</dt>
          <dd>{t(bet.settled ? 'mcrec_status_settled' : 'mcrec_status_unsettled')}</dd>
          <dt>{t('mcrec_col_stake')}</dt>
          <dd>{money(bet.stake)}</dd>
          <dt>{t('mcrec_col_valid_bet')}</dt>
          <dd>{money(bet.validBet)}</dd>
          <dt>{t('mcrec_col_payout')}</dt>
          <dd>{money(bet.payout)}</dd>
          <dt>{t('mcrec_col_win_loss')}</dt>
          <dd>{money(bet.winLoss)}</dd>
          {bet.playType && (
            <>
              <dt>{t('mcrec_play_type')}</dt>
              <dd>{bet.playType}</dd>
              <dt>{t('mcrec_numbers')}</dt>
              <dd>
                <ul className="mq-row-list mq-mc-outcome__numbers">
                  {bet.numbers?.map((number) => (
                    <li key={number}>{number}</li>
                  ))}
                </ul>
              </dd>
            </>
          )}
          {bet.outcome !== null && (
            <>
              <dt>{t('mcrec_outcome')}</dt>
              <dd className="mq-mc-outcome">
                <BetOutcome outcome={bet.outcome} />
              </dd>
            </>
          )}
        </dl>
      )}
    </Dialog>
  );
}
