import type { LotteryBetStatus } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useDates, usePageLabels, useSessionToken } from '@marquee/session';
import { ChipButtons, Pagination } from '@marquee/ui-kit';
import { useState } from 'react';
import { lowerKey } from '../lower-key';
import { useMyLotteryBetsQuery } from '../queries/my-lottery-bets-query';
import { BetLine } from '../results/bet-line';

const FILTERS: readonly (LotteryBetStatus | 'ALL')[] = ['ALL', 'PENDING', 'WON', 'LOST'];

/** The member's lottery bets: pending, won, lost, with the draw and the payout. */
export function MyLotteryBets() {
  const { t } = useTranslation();
  const { dateTime } = useDates();
  const pageLabels = usePageLabels(t('lottery_my_bets_pages'));
  const token = useSessionToken();
  const [status, setStatus] = useState<LotteryBetStatus | 'ALL'>('ALL');
  const [page, setPage] = useState(1);
  const bets = useMyLotteryBetsQuery({ pageNum: page, ...(status === 'ALL' ? {} : { status }) });
  if (!token) return null;
  return (
    <section className="mq-lottery-mine" aria-label={t('lottery_my_bets')}>
      <h2>{t('lottery_my_bets')}</h2>
      <fieldset className="mq-lottery-quick mq-lottery-fieldset" aria-label={t('lottery_bet_status')}>
        <ChipButtons
          items={FILTERS}
          textOf={(item) => t(`lottery_status_${lowerKey(item)}`)}
          pressed={(item) => item === status}
          onPick={(item) => {
            setStatus(item);
            setPage(1);
          }}
          className="mq-lottery-chip"
        />
      </fieldset>
      {bets.data?.list.length === 0 ? <p>{t('lottery_no_bets')}</p> : null}
      <ul className="mq-lottery-bets">
        {bets.data?.list.map((bet) => (
          <BetLine
            key={bet.betId}
            bet={bet}
            caption={`${bet.gameCode} · ${t('lottery_draw_no', { id: bet.drawId })} · ${dateTime(bet.drawAt)}`}
          />
        ))}
      </ul>
      {bets.data && bets.data.totalPages > 1 ? (
        <Pagination page={page} pageCount={bets.data.totalPages} onPageChange={setPage} {...pageLabels} />
      ) : null}
    </section>
  );
}
