import { WinnersPage } from '@marquee/games-lobby';

/** /winners: the winners list, paged; the board on home and the slot pages links here. */
export function WinnersScreen() {
  return <WinnersPage />;
}
