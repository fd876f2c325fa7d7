import type { Winner } from '@marquee/api-client';
import { JackpotTicker } from '../jackpot/jackpot-ticker';
import { WinnersScroller } from '../winners/winners-scroller';

export interface SlotPageHeaderProps {
  jackpotAmount?: number;
  winners?: readonly Winner[];
}

/** The slot (RNG) page's header: jackpot ticker beside the recent winners. */
export function SlotPageHeader({ jackpotAmount, winners }: SlotPageHeaderProps) {
  return (
    <div className="mq-slot-header">
      <JackpotTicker {...(jackpotAmount === undefined ? {} : { amount: jackpotAmount })} />
      <WinnersScroller {...(winners ? { winners } : {})} />
    </div>
  );
}
