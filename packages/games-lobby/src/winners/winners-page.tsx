import { useTranslation } from '@marquee/i18n';
import { usePageLabels } from '@marquee/session';
import { Pagination } from '@marquee/ui-kit';
import { useSearchParams } from 'react-router';
import { GameIcon } from '../game/game-icon';
import { SectionState } from '../home/section-state';
import { Amount } from '../shared/amount';
import { useWinnersPageQuery } from './winners-page-query';

/** The page a `?page=` asks for: a whole number from 1, else the first. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The winners list as a screen of its own: who won how much in which game, 20 a page, newest
 * first; `?page=` keeps the page in the address (back returns to it). The platform says whether a
 * next page exists, so the pager offers the pages seen so far and the next one.
 */
export function WinnersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const query = useWinnersPageQuery(page);
  const labels = usePageLabels(t('winners_pages'));
  const rows = query.data?.vo ?? [];

  return (
    <section className="mq-winners-page" aria-labelledby="mq-winners-page-title">
      <h1 id="mq-winners-page-title">{t('winners_title')}</h1>
      <SectionState
        pending={query.isPending}
        error={query.isError}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        empty={rows.length === 0}
        emptyText={t('no_data')}
      >
        <table
          className="mq-winners-page__table"
          aria-labelledby="mq-winners-page-title"
          aria-busy={query.isPlaceholderData || undefined}
        >
          <thead>
            <tr>
              <th scope="col">{t('winners_player')}</th>
              <th scope="col">{t('winners_game')}</th>
              <th scope="col">{t('winners_prize')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((winner, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list has no ids; its order on the page is the identity
              <tr key={index}>
                <td>{winner.customerName}</td>
                <td>
                  <span className="mq-winners-page__game">
                    <GameIcon src={winner.iconUrl} alt="" className="mq-winners-page__icon" />
                    {winner.gameName}
                  </span>
                </td>
                <td>
                  <Amount minor={winner.winAmount} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </SectionState>
      <Pagination
        page={page}
        pageCount={page + (query.data?.hasMore ? 1 : 0)}
        onPageChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
        {...labels}
      />
    </section>
  );
}
