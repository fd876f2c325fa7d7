import type { LotteryGame } from '@marquee/api-client';
import { GameCard } from './game-card';

/** A titled row of game cards; nothing when there are none. */
export function GameShelf({
  title,
  games,
  empty,
}: {
  title: string;
  games: readonly LotteryGame[];
  empty?: string;
}) {
  if (games.length === 0 && !empty) return null;
  return (
    <section className="mq-lottery-shelf" aria-label={title}>
      <h2 className="mq-lottery-shelf__title">{title}</h2>
      {games.length === 0 ? (
        <p className="mq-lottery-shelf__empty">{empty}</p>
      ) : (
        <div className="mq-lottery-shelf__cards">
          {games.map((game) => (
            <GameCard key={game.gameCode} game={game} />
          ))}
        </div>
      )}
    </section>
  );
}
