import { GameFrameRoute } from '@marquee/games-lobby';
import { useBalanceMaskStore } from '@marquee/session';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../app/paths';
import { hasHeaderNavToggle } from '../app/route-rules';
import { useGameBalanceSync } from '../games/use-game-balance-sync';
import { useOpenMemberCentre } from '../member-centre/use-open-member-centre';

/**
 * /game and /seamless: the launched game in the focused view. Its bar's balance is the header's
 * (hidden as the header hides it, none on /seamless), its Deposit opens the member centre's deposit
 * page over the game as the header's does, the reality check's "see my history" opens the bet
 * records over it, a visitor's fun play offers the register page, and Back returns to the page the game was opened from,
 * or home when the game was the first page of the visit.
 */
export function GameScreen() {
  const { key, pathname } = useLocation();
  const navigate = useNavigate();
  const openMemberCentre = useOpenMemberCentre();
  const masked = useBalanceMaskStore((state) => state.masked);
  // the first entry of the visit has React Router's default key: there is nothing of ours to go back to
  const firstPage = key === 'default';
  return (
    <GameFrameRoute
      {...useGameBalanceSync()}
      onClose={() => void (firstPage ? navigate(paths.root, { replace: true }) : navigate(-1))}
      onDeposit={() => openMemberCentre('depositv2')}
      onHistory={() => openMemberCentre('personalHistoryCopy')}
      balanceMasked={masked}
      hideBalance={hasHeaderNavToggle(pathname)}
      registerHref={paths.register}
    />
  );
}
