import { GAME_CATEGORIES, type GameCategory } from '@marquee/api-client';
import { useNavigate, useSearchParams } from 'react-router';
import { GameFrame, type GameFrameProps } from './game-frame';

export type GameFrameRouteProps = Pick<
  GameFrameProps,
  'onLeave' | 'onBalanceChange' | 'onDeposit' | 'onHistory' | 'balanceMasked' | 'hideBalance' | 'registerHref'
> & {
  /** where the back button goes; default: one step back in history (in a game's own window: closes it) */
  onClose?: () => void;
};

function categoryOf(type: string | null): GameCategory | undefined {
  return GAME_CATEGORIES.find((category) => category === type);
}

/**
 * The game-frame route's element: reads `?url=`, `?name=`, `?type=`, `?fun=` and `?window=` (see
 * gameFrameHref) and renders GameFrame. In a POPUP game's own window, back and "stop playing" close
 * the window: there is no page of the visit behind it to go back to.
 */
export function GameFrameRoute({ onClose, ...rest }: GameFrameRouteProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ownWindow = params.get('window') === '1';
  return (
    <GameFrame
      url={params.get('url') ?? ''}
      title={params.get('name') ?? ''}
      gameType={categoryOf(params.get('type'))}
      fun={params.get('fun') === '1'}
      onClose={ownWindow ? () => window.close() : (onClose ?? (() => void navigate(-1)))}
      {...rest}
    />
  );
}
