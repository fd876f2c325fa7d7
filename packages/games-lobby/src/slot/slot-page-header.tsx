import type { Winner } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { usePhoneLayout } from '@marquee/ui-kit';
import { useId, useState } from 'react';
import { JackpotTicker } from '../jackpot/jackpot-ticker';
import { WinnersScroller } from '../winners/winners-scroller';

export interface SlotPageHeaderProps {
  jackpotAmount?: number;
  winners?: readonly Winner[];
}

/**
 * The slot (RNG) page's header: jackpot ticker beside the recent winners. On a phone, where the
 * games come first, it is a strip of one line: the jackpot, and a button that shows the winners.
 */
export function SlotPageHeader({ jackpotAmount, winners }: SlotPageHeaderProps) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const [winnersShown, setWinnersShown] = useState(false);
  const winnersId = useId();
  const jackpot = <JackpotTicker {...(jackpotAmount === undefined ? {} : { amount: jackpotAmount })} />;
  const board = <WinnersScroller {...(winners ? { winners } : {})} />;
  if (!phone) {
    return (
      <div className="mq-slot-header">
        {jackpot}
        {board}
      </div>
    );
  }
  return (
    <div className="mq-slot-strip">
      {jackpot}
      <button
        type="button"
        className="mq-slot-strip__toggle"
        aria-expanded={winnersShown}
        aria-controls={winnersShown ? winnersId : undefined}
        onClick={() => setWinnersShown((shown) => !shown)}
      >
        {t('recent_winners')}
        <span className="mq-slot-strip__mark" aria-hidden="true">
          {winnersShown ? '▲' : '▼'}
        </span>
      </button>
      {winnersShown && (
        <div id={winnersId} className="mq-slot-strip__winners">
          {board}
        </div>
      )}
    </div>
  );
}
