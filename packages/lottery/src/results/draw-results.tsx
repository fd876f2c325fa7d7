import type { LotteryBet } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { QueryState, useDates, usePageLabels } from '@marquee/session';
import { Pagination } from '@marquee/ui-kit';
import { useState } from 'react';
import { useDrawResultsQuery } from '../queries/draw-results-query';
import { useMyLotteryBetsQuery } from '../queries/my-lottery-bets-query';
import { BetLine } from './bet-line';
import { PrizeTable } from './prize-table';
import { VerifyHelp } from './verify-help';

/** The game's last draws (paged), each with its seed and hash, and the member's bets on it. */
export function DrawResults({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const { dateTime } = useDates();
  const pageLabels = usePageLabels(t('lottery_results_pages'));
  const [page, setPage] = useState(1);
  const results = useDrawResultsQuery(gameCode, page);
  const mine = useMyLotteryBetsQuery({ gameCode, pageNum: 1 });
  const betsOf = (drawId: string): LotteryBet[] =>
    (mine.data?.list ?? []).filter((bet) => bet.drawId === drawId);
  return (
    <section className="mq-lottery-results" aria-label={t('lottery_results')}>
      <h2>{t('lottery_results')}</h2>
      <VerifyHelp />
      <QueryState query={results} headingLevel="h3" />
      {results.data?.list.map((result) => {
        const when = dateTime(result.drawAt);
        const bets = betsOf(result.drawId);
        return (
          <article
            key={result.drawId}
            className="mq-lottery-result"
            aria-label={t('lottery_draw_no', { id: result.drawId })}
          >
            <PrizeTable
              prizes={result.prizes}
              caption={`${t('lottery_draw_no', { id: result.drawId })} · ${when}`}
            />
            <p className="mq-lottery-hash">
              {t('lottery_seed')} <code>{result.seed}</code>
            </p>
            <p className="mq-lottery-hash">
              {t('lottery_seed_hash')} <code>{result.seedHash}</code>
            </p>
            {bets.length > 0 ? (
              <div>
                <h3>{t('lottery_my_bets_on_draw')}</h3>
                <ul className="mq-lottery-bets">
                  {bets.map((bet) => (
                    <BetLine key={bet.betId} bet={bet} />
                  ))}
                </ul>
              </div>
            ) : null}
          </article>
        );
      })}
      {results.data && results.data.totalPages > 1 ? (
        <Pagination page={page} pageCount={results.data.totalPages} onPageChange={setPage} {...pageLabels} />
      ) : null}
    </section>
  );
}
