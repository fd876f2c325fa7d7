import { useTranslation } from '@marquee/i18n';
import { RECOMMENDED_MAX } from '../config/constants';
import { useLaunchGame } from '../launch/use-launch-game';
import { useGameListQuery } from '../queries/game-list-query';
import { HomeGameGrid } from './home-game-grid';
import { HomeSection } from './home-section';
import type { HomeSectionCommonProps } from './home-section-props';
import { SectionState } from './section-state';

/** The recommended slots: one full row of the catalogue's slot list (the brand's recommended RNG games). */
export function RecommendedGamesSection({ onLeave }: HomeSectionCommonProps) {
  const { t } = useTranslation();
  const list = useGameListQuery({ gameType: 'RNG' });
  const { launch, dialogs } = useLaunchGame({ onLeave });
  // a row's worth at the width: two on a phone, as many as fit on a wide screen
  const games = list.data?.pages[0]?.games.slice(0, RECOMMENDED_MAX) ?? [];
  return (
    <HomeSection title={t('recommended_games')} name="recommended">
      <SectionState
        pending={list.isPending}
        error={list.isError}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
        empty={games.length === 0}
        emptyText={t('no_games')}
      >
        <HomeGameGrid games={games} label={t('recommended_games')} onLaunch={launch} fillRows maxRows={1} />
      </SectionState>
      {dialogs}
    </HomeSection>
  );
}
