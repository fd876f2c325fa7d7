import type { LotteryGame } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Link } from 'react-router';
import { useBettingHref } from '../config/lottery-config';
import { FavouriteStar } from '../favourites/favourite-star';
import { lowerKey } from '../lower-key';
import { Countdown } from '../shared/countdown';

/** A game in the lobby: its latest result, the countdown to its next draw, the star and the way in. */
export function GameCard({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  const bettingHref = useBettingHref();
  const top = game.latest?.prizes[0];
  return (
    <article className="mq-lottery-card" aria-label={game.name}>
      <header className="mq-lottery-card__head">
        <h3 className="mq-lottery-card__name">{game.name}</h3>
        <FavouriteStar gameCode={game.gameCode} name={game.name} />
      </header>
      <p className="mq-lottery-card__result">
        {top ? (
          <>
            <span>{t(`lottery_prize_${lowerKey(top.prize)}`)}</span> <strong>{top.numbers[0]}</strong>
          </>
        ) : (
          t('lottery_no_result')
        )}
      </p>
      <Countdown target={game.nextDrawAt} />
      <Link className="mq-lottery-card__bet" to={bettingHref(game.gameCode, game.defaultPlayType)}>
        {t('lottery_bet_now', { name: game.name })}
      </Link>
    </article>
  );
}
