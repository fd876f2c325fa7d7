import type { MissionLeaderboard as Board } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { QueryState } from '@marquee/session';
import { EmptyState, type RecordsColumn, RecordsTable, VisuallyHidden } from '@marquee/ui-kit';
import { useMissionLeaderboardQuery } from '../queries/mission-leaderboard-query';

type BoardRow = Board['top'][number];

function BoardTable({ board }: { board: Board }) {
  const { t } = useTranslation();
  const columns: RecordsColumn<BoardRow>[] = [
    { key: 'rank', header: t('mcmis_col_rank'), cell: (row) => row.rank },
    {
      key: 'player',
      header: t('mcmis_col_player'),
      rowHeader: true,
      cell: (row) => (
        <>
          {row.name}
          {row.me && <VisuallyHidden> {t('mcmis_you')}</VisuallyHidden>}
        </>
      ),
    },
    { key: 'points', header: t('mcmis_col_points'), cell: (row) => row.points, align: 'end' },
  ];
  return (
    <RecordsTable<BoardRow>
      caption={t('mcmis_board_caption', { week: board.week })}
      columns={columns}
      rows={board.top}
      rowKey={(row) => row.rank}
      rowClassName={(row) => (row.me ? 'mq-mc-board__me' : undefined)}
      empty={<EmptyState title={t('mcmis_board_empty')} headingLevel="h4" />}
    />
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
