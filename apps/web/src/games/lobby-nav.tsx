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
        className="app-lobby-nav__search"
        onClick={() => {
          setSearchLoaded(true);
          setSearching(true);
        }}
      >
        {/* a phone shows the magnifier alone (its style sheet hides the text visually): the chips need the room */}
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="app-lobby-nav__search-text">{t('game_search')}</span>
      </Button>
      {searchLoaded && (
        <GameSearchDialog open={searching} onClose={() => setSearching(false)} onLeave={onLeave} />
      )}
    </div>
  );
}
