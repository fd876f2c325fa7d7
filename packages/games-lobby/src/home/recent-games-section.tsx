import { useTranslation } from '@marquee/i18n';
import { useSessionToken } from '@marquee/session';
import { useLaunchGame } from '../launch/use-launch-game';
import { useRecentGamesQuery } from '../queries/recent-games-query';
import { HomeGameGrid } from './home-game-grid';
import { HomeSection } from './home-section';
import type { HomeSectionCommonProps } from './home-section-props';
import { SectionState } from './section-state';

/** A member's recently played games, newest first; nothing for a visitor or before the first game. */
export function RecentGamesSection({ onLeave }: HomeSectionCommonProps) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const recent = useRecentGamesQuery();
  const { launch, dialogs } = useLaunchGame({ onLeave });
  const games = recent.data?.list ?? [];
  if (!token || (recent.isSuccess && games.length === 0)) return null;
  return (
    <HomeSection title={t('my_recent_games')} name="recent">
      <SectionState
        pending={recent.isPending}
        error={recent.isError}
        retrying={recent.isFetching}
        onRetry={() => void recent.refetch()}
        empty={false}
        emptyText=""
      >
        <HomeGameGrid games={games} label={t('my_recent_games')} onLaunch={launch} />
      </SectionState>
      {dialogs}
    </HomeSection>
  );
}
