import type { LotteryBet } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { cx } from '@marquee/ui-kit';
import { lowerKey } from '../lower-key';
import { LotteryMoney } from '../shared/lottery-money';

/** One bet: its play, numbers, stake, and how it ended. */
export function BetLine({ bet, caption }: { bet: LotteryBet; caption?: string }) {
  const { t } = useTranslation();
  return (
    <li className={cx('mq-lottery-bet', `mq-lottery-bet--${bet.status.toLowerCase()}`)}>
      {caption ? <span className="mq-lottery-bet__draw">{caption}</span> : null}
      <span>{t(`lottery_play_${lowerKey(bet.playType)}`)}</span> <strong>{bet.numbers.join('-')}</strong>{' '}
      <LotteryMoney minor={bet.stake} />{' '}
      <span className="mq-lottery-bet__status">{t(`lottery_status_${lowerKey(bet.status)}`)}</span>
      {bet.status === 'WON' ? (
        <>
          {' '}
          <LotteryMoney minor={bet.payout} />
        </>
      ) : null}
    </li>
  );
}
