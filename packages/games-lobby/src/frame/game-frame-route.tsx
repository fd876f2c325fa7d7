import { GAME_CATEGORIES, type GameCategory } from '@marquee/api-client';
import { useNavigate, useSearchParams } from 'react-router';
import { GameFrame, type GameFrameProps } from './game-frame';

export type GameFrameRouteProps = Pick<
  GameFrameProps,
  'onLeave' | 'onBalanceChange' | 'onDeposit' | 'onHistory' | 'balanceMasked' | 'hideBalance' | 'registerHref'
> & {
  /** where the back button goes; default: one step back in history */
  onClose?: () => void;
};

/**
 * The game-frame route's element: reads `?url=`, `?name=`, `?type=` and `?fun=` (see gameFrameHref)
 * and renders GameFrame.
 */
function categoryOf(type: string | null): GameCategory | undefined {
  return GAME_CATEGORIES.find((category) => category === type);
}

export function GameFrameRoute({ onClose, ...rest }: GameFrameRouteProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <GameFrame
      url={params.get('url') ?? ''}
      title={params.get('name') ?? ''}
      gameType={categoryOf(params.get('type'))}
      fun={params.get('fun') === '1'}
      onClose={onClose ?? (() => void navigate(-1))}
      {...rest}
    />
  );
}
