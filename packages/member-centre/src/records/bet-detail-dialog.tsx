import { useTranslation } from '@marquee/i18n';
import { QueryState, useDates } from '@marquee/session';
import { Modal } from '@marquee/ui-kit';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useBetDetailQuery } from '../queries/bet-detail-query';
import { formatAmount } from '../shared/format-amount';

/** One bet's details, over the betting record. */
export function BetDetailDialog({
  id,
  language,
  onClose,
}: {
  id: string;
  language: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useMemberCentreConfig();
  const { dateTime } = useDates();
  const detail = useBetDetailQuery(id, language);
  const bet = detail.data;
  const money = (minor: number) => formatAmount(minor, currencySymbol, locale);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('mcrec_details_title', { id })}
      closeLabel={t('close')}
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
              <dd>{bet.numbers?.join(', ')}</dd>
            </>
          )}
          {bet.outcome !== null && (
            <>
              <dt>{t('mcrec_outcome')}</dt>
              <dd>
                <code className="mq-mc-records__outcome">{JSON.stringify(bet.outcome)}</code>
              </dd>
            </>
          )}
        </dl>
      )}
    </Modal>
  );
}
