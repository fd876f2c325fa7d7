import { SlotPageHeader } from '../slot/slot-page-header';

/**
 * The jackpot ticker beside the recent winners, as on the slot pages. No heading of its own: the
 * winners board brings its h2 and the ticker is a labelled group.
 */
export function JackpotWinnersSection() {
  return (
    <div className="mq-home-section mq-home-section--jackpot">
      <SlotPageHeader />
    </div>
  );
}
