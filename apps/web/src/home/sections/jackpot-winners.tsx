/** Home's chunk of games-lobby's jackpot ticker and recent winners. */
export { JackpotWinnersSection } from '@marquee/games-lobby';
