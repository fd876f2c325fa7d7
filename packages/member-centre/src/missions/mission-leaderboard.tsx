import type { MissionLeaderboard as Board } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { QueryState } from '@marquee/session';
import { EmptyState, VisuallyHidden } from '@marquee/ui-kit';
import { useMissionLeaderboardQuery } from '../queries/mission-leaderboard-query';

function BoardTable({ board }: { board: Board }) {
  const { t } = useTranslation();
  if (board.top.length === 0) return <EmptyState title={t('mcmis_board_empty')} headingLevel="h4" />;
  return (
    <table className="mq-mc-board">
      <caption>{t('mcmis_board_caption', { week: board.week })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('mcmis_col_rank')}</th>
          <th scope="col">{t('mcmis_col_player')}</th>
          <th scope="col">{t('mcmis_col_points')}</th>
        </tr>
      </thead>
      <tbody>
        {board.top.map((row) => (
          <tr key={row.rank} className={row.me ? 'mq-mc-board__me' : undefined}>
            <td>{row.rank}</td>
            <th scope="row">
              {row.name}
              {row.me && <VisuallyHidden> {t('mcmis_you')}</VisuallyHidden>}
            </th>
            <td>{row.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** This week's mission leaderboard: the top 20 by points, masked names, and my own rank. */
export function MissionLeaderboard({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const board = useMissionLeaderboardQuery();
  return (
    <section className="mq-mc-missions__board" aria-labelledby={headingId}>
      <h3 id={headingId} className="mq-mc-missions__heading">
        {t('mcmis_leaderboard')}
      </h3>
      <QueryState query={board} headingLevel="h3" />
      {board.data && (
        <>
          <p className="mq-mc-missions__mine">
            {board.data.mine.rank === null
              ? t('mcmis_no_rank')
              : t('mcmis_my_rank', { rank: board.data.mine.rank, points: board.data.mine.points })}
          </p>
          <BoardTable board={board.data} />
        </>
      )}
    </section>
  );
}
