import type { GameCategory } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Link } from 'react-router';
import { HOT_GAME_CATEGORY_ORDER } from '../config/constants';
import { useLobbyPaths } from '../config/lobby-config';
import { useLaunchGame } from '../launch/use-launch-game';
import { categoryLabelKey } from '../nav/category-routes';
import { useHotGamesQuery } from '../queries/hot-games-query';
import { HomeGameGrid } from './home-game-grid';
import { HomeSection } from './home-section';
import type { HomeSectionCommonProps } from './home-section-props';
import { SectionState } from './section-state';

/** Home's hot games: the brand's hot list, one group per category in the lobby's order (ELOTT … PVP). */
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
        {groups.map(({ category, games: ofCategory }) => {
          const label = t(categoryLabelKey(category));
          return (
            <div key={category} className="mq-home-hot__group">
              <div className="mq-home-hot__head">
                <h3>{label}</h3>
                <Link className="mq-home-hot__all" to={paths.categories[category]}>
                  {t('see_all_category', { category: label })}
                </Link>
              </div>
              <HomeGameGrid
                games={ofCategory}
                label={t('hot_games_of', { category: label })}
                onLaunch={launch}
                fillRows
              />
            </div>
          );
        })}
      </SectionState>
      {dialogs}
    </HomeSection>
  );
}
