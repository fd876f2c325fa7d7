import { type Game, type GameCategory, HOT_GAMES_PER_CATEGORY } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Link } from 'react-router';
import { HOT_GAME_CATEGORY_ORDER } from '../config/constants';
import { useLobbyPaths } from '../config/lobby-config';
import { useLaunchGame } from '../launch/use-launch-game';
import { categoryLabelKey } from '../nav/category-routes';
import { useGameListQuery } from '../queries/game-list-query';
import { useHotGamesQuery } from '../queries/hot-games-query';
import { HomeGameGrid } from './home-game-grid';
import { HomeSection } from './home-section';
import type { HomeSectionCommonProps } from './home-section-props';
import { SectionState } from './section-state';
import { useProgressiveCount } from './use-progressive-count';

/**
 * Home's hot games: the brand's hot list, one group per category in the lobby's order (ELOTT … PVP),
 * each in rows that fill the width; the groups below the first screen render in tasks of their own.
 */
export function HotGamesSection({ onLeave }: HomeSectionCommonProps) {
  const { t } = useTranslation();
  const paths = useLobbyPaths();
  const hot = useHotGamesQuery();
  const { launch, dialogs } = useLaunchGame({ onLeave });
  const games = hot.data ?? [];
  const groups = HOT_GAME_CATEGORY_ORDER.map((category: GameCategory) => ({
    category,
    games: games.filter((game) => game.gameType === category),
  })).filter((group) => group.games.length > 0);
  // the first screen's groups at once (a phone's first and the top of the next; a wide screen's
  // up to 1080 px high), the others one per task
  const shown = useProgressiveCount(groups.length, 2);

  return (
    <HomeSection title={t('tab_hot')} name="hot">
      <SectionState
        pending={hot.isPending}
        error={hot.isError}
        retrying={hot.isFetching}
        onRetry={() => void hot.refetch()}
        empty={groups.length === 0}
        emptyText={t('no_games')}
      >
        {groups.slice(0, shown).map(({ category, games: ofCategory }) => (
          <HotGroup
            key={category}
            category={category}
            games={ofCategory}
            allHref={paths.categories[category]}
            onLaunch={launch}
          />
        ))}
      </SectionState>
      {dialogs}
    </HomeSection>
  );
}

interface HotGroupProps {
  category: GameCategory;
  games: readonly Game[];
  allHref: string;
  onLaunch: (game: Game) => void;
}

/**
 * One category's hot games in rows that fill the width: a category with fewer hot games than the
 * platform lists at most tops its last row up with the category's first games in the catalogue
 * (the category page's first page, so opening "All …" finds it loaded).
 */
function HotGroup({ category, games, allHref, onLaunch }: HotGroupProps) {
  const { t } = useTranslation();
  const short = games.length < HOT_GAMES_PER_CATEGORY;
  const catalogue = useGameListQuery({ gameType: category }, { enabled: short });
  const label = t(categoryLabelKey(category));
  const fillFrom = catalogue.data?.pages[0]?.games;
  return (
    <div className="mq-home-hot__group">
      <div className="mq-home-hot__head">
        <h3>{label}</h3>
        <Link className="mq-home-hot__all mq-phone-tap-target" to={allHref}>
          {t('see_all_category', { category: label })}
        </Link>
      </div>
      <HomeGameGrid
        games={games}
        label={t('hot_games_of', { category: label })}
        onLaunch={onLaunch}
        fillRows
        {...(short && fillFrom ? { fillFrom } : {})}
      />
    </div>
  );
}
