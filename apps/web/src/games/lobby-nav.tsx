import { gamesLobbyTexts, NavigationBar } from '@marquee/games-lobby';
import { errorTexts, lazyFeature, sharedTexts, useTranslation } from '@marquee/i18n';
import { Button, LoadingCover } from '@marquee/ui-kit';
import { useState } from 'react';
import { useOpenMemberCentre } from '../member-centre/use-open-member-centre';
import { useGameBalanceSync } from './use-game-balance-sync';

function SearchLoading() {
  const { t } = useTranslation();
  return <LoadingCover active fullscreen label={t('loading')} />;
}

const GameSearchDialog = lazyFeature(
  () => import('./game-search-dialog').then((module) => ({ default: module.GameSearchDialog })),
  <SearchLoading />,
  [gamesLobbyTexts, sharedTexts, errorTexts],
);

/**
 * The game navigation under the header, with the game search beside it. Invite friends and the
 * reward centre are member-centre pages, so they pass the login guard first.
 */
export function LobbyNav() {
  const { t } = useTranslation();
  const [searching, setSearching] = useState(false);
  // Mounted from the first opening on, so closing it keeps its state and focus handling.
  const [searchLoaded, setSearchLoaded] = useState(false);
  const { onLeave } = useGameBalanceSync();
  const openMemberCentre = useOpenMemberCentre();
  const inviteFriends = { onClick: () => openMemberCentre('referral') };
  const rewardCentre = { onClick: () => openMemberCentre('rewardCenter') };

  return (
    <div className="app-lobby-nav">
      <NavigationBar inviteFriends={inviteFriends} rewardCentre={rewardCentre} />
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setSearchLoaded(true);
          setSearching(true);
        }}
      >
        {t('game_search')}
      </Button>
      {searchLoaded && (
        <GameSearchDialog open={searching} onClose={() => setSearching(false)} onLeave={onLeave} />
      )}
    </div>
  );
}
