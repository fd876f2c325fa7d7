import type { Game } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Dialog } from '@marquee/session';
import { ErrorState, Spinner } from '@marquee/ui-kit';
import { GameGrid } from '../grid/game-grid';
import { useFavouriteIdsQuery } from '../queries/favourite-ids-query';
import { useGameListQuery } from '../queries/game-list-query';

export interface VendorGamesModalProps {
  /** the VASSALAGE entry whose vendor's games to list */
  game: Game;
  onClose: () => void;
  onLaunch: (game: Game) => void;
}

/** The popup game list of a VASSALAGE entry. */
export function VendorGamesModal({ game, onClose, onLaunch }: VendorGamesModalProps) {
  const { t } = useTranslation();
  const list = useGameListQuery({ gameType: game.gameType, vassalage: game.vassalage });
  const favourites = useFavouriteIdsQuery();
  const games = (list.data?.pages.flatMap((page) => page.games) ?? []).filter(
    (entry) => entry.isGame === 'GAME',
  );
  return (
    <Dialog onClose={onClose} title={t('vendor_games', { vendor: game.vendorName })} width={900}>
      {list.isPending && <Spinner label={t('loading_games')} />}
      {list.isError && (
        <ErrorState
          title={t('load_failed')}
          message={t('network_error')}
          retryLabel={t('retry')}
          onRetry={() => void list.refetch()}
          headingLevel="h3"
        />
      )}
      {list.isSuccess && (
        <GameGrid
          games={games}
          onLaunch={onLaunch}
          favouriteIds={favourites.data}
          label={t('vendor_games', { vendor: game.vendorName })}
          virtualized={false}
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        />
      )}
    </Dialog>
  );
}
