import type { LotteryGame } from '@marquee/api-client';
import { useSearchParams } from 'react-router';
import { BettingView } from '../betting/betting-view';
import { LotteryLobby } from '../lobby/lottery-lobby';
import { MyLotteryBets } from '../my-bets/my-lottery-bets';
import { DrawResults } from '../results/draw-results';

export interface LotteryPageProps {
  /** the /vnlottery page: the Vietnamese games only */
  vendor?: LotteryGame['vendor'];
}

/**
 * The lottery screen: the lobby, or with ?gameCode= (and ?playType=) that game's betting view,
 * its results and the member's bets.
 */
export function LotteryPage({ vendor }: LotteryPageProps) {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
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
