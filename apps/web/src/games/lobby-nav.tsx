import { useRequireLogin } from '@marquee/auth';
import { GameSearch, NavigationBar } from '@marquee/games-lobby';
import { useTranslation } from '@marquee/i18n';
import { Button } from '@marquee/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../app/paths';
import { useGameBalanceSync } from './use-game-balance-sync';

/**
 * The game navigation under the header, with the game search beside it. Invite friends and the
 * reward centre are member-centre pages, so they pass the login guard first.
 */
export function LobbyNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const [searching, setSearching] = useState(false);
  const { onLeave } = useGameBalanceSync();
  const memberCentre = { onClick: () => requireLogin(() => void navigate(paths.member)) };

  return (
    <div className="app-lobby-nav">
      <NavigationBar inviteFriends={memberCentre} rewardCentre={memberCentre} />
      <Button variant="secondary" size="sm" onClick={() => setSearching(true)}>
        {t('game_search')}
      </Button>
      <GameSearch open={searching} onClose={() => setSearching(false)} onLeave={onLeave} />
    </div>
  );
}
