import { useTranslation } from '@marquee/i18n';
import { useSessionToken } from '@marquee/session';
import { useLaunchGame } from '../launch/use-launch-game';
import { useFavouriteListQuery } from '../queries/favourite-list-query';
import { HomeGameGrid } from './home-game-grid';
import { HomeSection } from './home-section';
import type { HomeSectionCommonProps } from './home-section-props';
import { SectionState } from './section-state';

/** The first page of a member's favourites; nothing for a visitor or a member without any. */
export function FavouriteGamesSection({ onLeave }: HomeSectionCommonProps) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const list = useFavouriteListQuery(1);
  const { launch, dialogs } = useLaunchGame({ onLeave });
  const games = list.data?.content ?? [];
  if (!token || (list.isSuccess && games.length === 0)) return null;
  return (
    <HomeSection title={t('my_favourite_games')} name="favourites">
      <SectionState
        pending={list.isPending}
        error={list.isError}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
        empty={false}
        emptyText=""
      >
        <HomeGameGrid games={games} label={t('my_favourite_games')} onLaunch={launch} />
      </SectionState>
      {dialogs}
    </HomeSection>
  );
}
