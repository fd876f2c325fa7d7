import type { Game, GameCategory } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Button, ErrorState } from '@marquee/ui-kit';
import { useId } from 'react';
import { Link } from 'react-router';
import { useLobbyPaths } from '../config/lobby-config';
import { HomeGameGrid } from '../home/home-game-grid';
import { categoryLabelKey, categoryVendors, type GridCategory, vendorHref } from '../nav/category-routes';
import { useGameListQuery } from '../queries/game-list-query';
import { useHotGamesQuery } from '../queries/hot-games-query';
import { useLobbyVendorLanes } from '../queries/lobby-vendor-lanes';

/** Categories whose games the catalogue lists by name. */
const GAME_CATEGORIES: readonly GridCategory[] = ['RNG', 'LIVE', 'FISH', 'PVP'];
/** Categories whose vendors open as a whole (a sports book, a lottery): found by the vendor's name. */
const VENDOR_CATEGORIES: readonly GameCategory[] = ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'];
/** How many hot games are offered when nothing matches. */
const SUGGESTED_HOT_GAMES = 8;

export interface EveryCategorySearchProps {
  /** what the player typed, trimmed, never empty */
  name: string;
  onLaunch: (game: Game) => void;
  /** a vendor's page was chosen: the dialog closes */
  onNavigate: () => void;
}

/**
 * One name searched in every category at once: the games of the catalogue's categories and the
 * vendors of the others, each category under its own heading, with a status line that says where
 * it looked; nothing found offers the hot games instead.
 */
export function EveryCategorySearch({ name, onLaunch, onNavigate }: EveryCategorySearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const paths = useLobbyPaths();
  // one query per category, each the cache entry of that category page's own search
  const lists = [
    useGameListQuery({ gameType: 'RNG', gameName: name }),
    useGameListQuery({ gameType: 'LIVE', gameName: name }),
    useGameListQuery({ gameType: 'FISH', gameName: name }),
    useGameListQuery({ gameType: 'PVP', gameName: name }),
  ].map((query, index) => ({
    category: GAME_CATEGORIES[index] as GridCategory,
    query,
    games: query.data?.pages.flatMap((page) => page.games) ?? [],
  }));
  const lanes = useLobbyVendorLanes();
  const wanted = name.toLocaleLowerCase();
  const vendorGroups = VENDOR_CATEGORIES.map((category) => ({
    category,
    vendors: categoryVendors(lanes.data, category).filter((vendor) =>
      vendor.name.toLocaleLowerCase().includes(wanted),
    ),
  })).filter((group) => group.vendors.length > 0);
  const gameGroups = lists.filter((list) => list.games.length > 0);
  const failed = lists.filter((list) => list.query.isError);
  const pending = lists.some((list) => list.query.isPending) || lanes.isPending;
  const found = gameGroups.length + vendorGroups.length > 0;
  const categories = [...GAME_CATEGORIES, ...VENDOR_CATEGORIES]
    .map((category) => t(categoryLabelKey(category)))
    .join(', ');

  return (
    <div className="mq-search-results">
      <p role="status" className="mq-search-tab__hint">
        {pending
          ? t('loading_games')
          : found
            ? t('searched_in', { categories })
            : t('no_match_in', { name, categories })}
      </p>
      {failed.length > 0 && (
        <ErrorState
          title={t('load_failed')}
          message={t('games_load_failed')}
          retryLabel={t('retry')}
          onRetry={() => {
            for (const list of failed) void list.query.refetch();
          }}
          headingLevel="h3"
        />
      )}
      {gameGroups.map(({ category, query, games }) => (
        <section key={category} aria-labelledby={`${id}-${category}`} className="mq-search-results__group">
          <h3 id={`${id}-${category}`}>{t(categoryLabelKey(category))}</h3>
          <HomeGameGrid games={games} onLaunch={onLaunch} label={t(categoryLabelKey(category))} />
          {query.hasNextPage && (
            <Button
              variant="secondary"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('load_more')}
            </Button>
          )}
        </section>
      ))}
      {vendorGroups.map(({ category, vendors }) => (
        <section key={category} aria-labelledby={`${id}-${category}`} className="mq-search-results__group">
          <h3 id={`${id}-${category}`}>{t(categoryLabelKey(category))}</h3>
          <ul className="mq-row-list">
            {vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                <Link
                  className="mq-search-results__vendor"
                  to={vendorHref(paths.categories[category], category, vendor.vassalage)}
                  onClick={onNavigate}
                >
                  {vendor.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {!pending && !found && failed.length === 0 && <HotSuggestions onLaunch={onLaunch} />}
    </div>
  );
}

function HotSuggestions({ onLaunch }: { onLaunch: (game: Game) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const hot = useHotGamesQuery();
  const games = (hot.data ?? []).slice(0, SUGGESTED_HOT_GAMES);
  if (games.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mq-search-results__group">
      <h3 id={id}>{t('try_hot_games')}</h3>
      <HomeGameGrid games={games} onLaunch={onLaunch} label={t('tab_hot')} />
    </section>
  );
}
