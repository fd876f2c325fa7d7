import { isLotteryVendor, type LotteryVendor } from '@marquee/api-client';
import { useSearchParams } from 'react-router';
import { BettingView } from '../betting/betting-view';
import { LotteryLobby } from '../lobby/lottery-lobby';
import { MyLotteryBets } from '../my-bets/my-lottery-bets';
import { DrawResults } from '../results/draw-results';

export interface LotteryPageProps {
  /** whose games the lobby lists unless the address names a vendor: the brand's lottery, or /vnlottery's */
  vendor?: LotteryVendor;
}

/**
 * The lottery screen: the lobby of `vendor`'s games (or of ?vendor=, the vendor a link chose), or
 * with ?gameCode= (and ?playType=) that game's betting view, its results and the member's bets.
 */
export function LotteryPage({ vendor: defaultVendor }: LotteryPageProps) {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  const asked = params.get('vendor');
  const vendor = isLotteryVendor(asked) ? asked : defaultVendor;
  if (!gameCode) {
    return (
      <div className="mq-lottery">
        <LotteryLobby {...(vendor ? { vendor } : {})} />
        <MyLotteryBets />
      </div>
    );
  }
  return (
    <div className="mq-lottery">
      <BettingView key={gameCode} gameCode={gameCode} playType={params.get('playType')} />
      <DrawResults key={`results-${gameCode}`} gameCode={gameCode} />
      <MyLotteryBets />
    </div>
  );
}
