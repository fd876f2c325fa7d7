import type { Winner } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { cx, usePhoneLayout } from '@marquee/ui-kit';
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
 * The style sheet, not a script, switches between the two (the page is prerendered, for a phone
 * and a wide screen alike, before any script runs); a phone mounts the winners only once shown.
 */
export function SlotPageHeader({ jackpotAmount, winners }: SlotPageHeaderProps) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const [winnersShown, setWinnersShown] = useState(false);
  const winnersId = useId();
  return (
    <div className={cx('mq-slot-header', winnersShown && 'mq-slot-header--winners-shown')}>
      <JackpotTicker {...(jackpotAmount === undefined ? {} : { amount: jackpotAmount })} />
      <button
        type="button"
        className="mq-slot-header__toggle"
        aria-expanded={winnersShown}
        aria-controls={winnersId}
        onClick={() => setWinnersShown((shown) => !shown)}
      >
        {t('recent_winners')}
        <span className="mq-slot-header__mark" aria-hidden="true">
          {winnersShown ? '▲' : '▼'}
        </span>
      </button>
      <div id={winnersId} className="mq-slot-header__winners">
        {(!phone || winnersShown) && <WinnersScroller {...(winners ? { winners } : {})} />}
      </div>
    </div>
  );
}
