import type { Game } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { EmptyState, ErrorState, Spinner } from '@marquee/ui-kit';
import { useSearchParams } from 'react-router';
import { RECOMMENDED_COUNT } from '../config/constants';
import { GameCard } from '../game/game-card';
import { useGameCardLabels } from '../game/game-card-labels';
import { useFavouriteToggle } from '../game/use-favourite-toggle';
import { GameGrid } from '../grid/game-grid';
import { useLaunchGame } from '../launch/use-launch-game';
import { categoryLabelKey, categoryVendors, type GridCategory } from '../nav/category-routes';
import { useFavouriteIdsQuery } from '../queries/favourite-ids-query';
import { useGameListQuery } from '../queries/game-list-query';
import { useHotGamesQuery } from '../queries/hot-games-query';
import { useLobbyVendorLanes } from '../queries/lobby-vendor-lanes';
import { useVassalTypesQuery } from '../queries/vassal-types-query';
import { SlotPageHeader } from '../slot/slot-page-header';
import { FilterChips } from './filter-chips';
import { PvpRooms } from './pvp-rooms';
import { RecommendedPlaceholder } from './recommended-placeholder';
import { SearchInput } from './search-input';

export interface CategoryPageProps {
  /** /rng → RNG, /live → LIVE, /fish → FISH, /pvp → PVP */
  category: GridCategory;
  /** the jackpot and winners header of slot pages; default: on for RNG */
  showSlotHeader?: boolean;
  /** render the grid without virtualisation (benchmarks) */
  virtualized?: boolean;
  /** the player left a game this page opened in its own window (see LaunchGameOptions) */
  onLeave?: () => void;
}

const ALL = '';

/** A game-category page: vendor tabs, game-type chips, name search, recommended games, the grid. */
export function CategoryPage({
  category,
  showSlotHeader = category === 'RNG',
  virtualized = true,
  onLeave,
}: CategoryPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const vassalage = params.get('vassalage') ?? ALL;
  const gameClassify = params.get('type') ?? ALL;
  const gameName = params.get('name') ?? '';
  const lanes = useLobbyVendorLanes();
  const vendors = categoryVendors(lanes.data, category);
  const types = useVassalTypesQuery(vassalage || undefined);
  const favourites = useFavouriteIdsQuery();
  const { launch, joinRoom, dialogs } = useLaunchGame({ onLeave });
  const list = useGameListQuery({ gameType: category, vassalage, gameClassify, gameName });
  const hot = useHotGamesQuery(vassalage, { enabled: category === 'RNG' });
  // one translation and one favourite mutation for the recommended cards
  const cardLabels = useGameCardLabels();
  const favouriteToggle = useFavouriteToggle();

  function update(changes: Record<string, string>) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  }

  const games: Game[] = list.data?.pages.flatMap((page) => page.games) ?? [];
  const recommended =
    category === 'RNG'
      ? (hot.data ?? []).filter((game) => game.gameType === 'RNG').slice(0, RECOMMENDED_COUNT)
      : games.slice(0, RECOMMENDED_COUNT);
  // the recommended games' source is loading: their place is kept so the games under them stay put
  const recommendedPending = category === 'RNG' ? hot.isPending : list.isPending;
  const title = t(categoryLabelKey(category));

  return (
    <div className="mq-category-page">
      {showSlotHeader && <SlotPageHeader />}
      <h1 className="mq-category-page__title">{title}</h1>
      <FilterChips
        label={t('game_providers')}
        selected={vassalage}
        onSelect={(value) => update({ vassalage: value, type: ALL })}
        chips={[
          { value: ALL, label: t('all_providers') },
          ...vendors.map((vendor) => ({ value: vendor.vassalage, label: vendor.name })),
        ]}
      />
      {vassalage && (types.data?.length ?? 0) > 0 && (
        <FilterChips
          label={t('game_types')}
          selected={gameClassify}
          onSelect={(value) => update({ type: value })}
          chips={[
            { value: ALL, label: t('all_types') },
            ...(types.data ?? []).map((type) => ({ value: type.gameClassify, label: type.name })),
          ]}
        />
      )}
      <SearchInput key={vassalage} initialValue={gameName} onSearch={(name) => update({ name })} />
      {category === 'PVP' && <PvpRooms vassalage={vassalage} onJoin={joinRoom} />}
      {recommendedPending && !gameName && <RecommendedPlaceholder heading={t('recommended_games')} />}
      {!recommendedPending && recommended.length > 0 && !gameName && (
        <section className="mq-recommended" aria-label={t('recommended_games')}>
          <h2>{t('recommended_games')}</h2>
          <ul className="mq-recommended__list">
            {recommended.map((game) => (
              <li key={game.nodeId}>
                <GameCard
                  game={game}
                  onLaunch={launch}
                  labels={cardLabels}
                  isFavourite={favourites.data?.has(game.nodeId) ?? false}
                  onToggleFavourite={favouriteToggle.toggle}
                  favouriteBusy={favouriteToggle.pendingIds.has(game.nodeId)}
                  priority
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section
        className="mq-category-page__games"
        aria-label={t('all_games')}
        aria-busy={list.isPending || undefined}
      >
        {list.isPending && <Spinner label={t('loading_games')} />}
        {list.isError && (
          <ErrorState
            title={t('load_failed')}
            message={t('games_load_failed')}
            retryLabel={t('retry')}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        )}
        {list.isSuccess && games.length === 0 && <EmptyState title={t('no_games')} />}
        {games.length > 0 && (
          <GameGrid
            games={games}
            onLaunch={launch}
            favouriteIds={favourites.data}
            label={t('games_of', { category: title })}
            hasMore={list.hasNextPage}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
            virtualized={virtualized}
          />
        )}
      </section>
      {dialogs}
    </div>
  );
}
