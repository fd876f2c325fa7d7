import type { Winner } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { IconButton, usePrefersReducedMotion } from '@marquee/ui-kit';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { SEAMLESS_SCROLL } from '../config/constants';
import { useLobbyPaths } from '../config/lobby-config';
import { GameIcon } from '../game/game-icon';
import { useWinnersQuery } from '../queries/winners-query';
import { Amount } from '../shared/amount';
import { useSeamlessScroll } from './use-seamless-scroll';

/** A switch moves the board by two whole rows. */
const WINNER_ROWS_PER_SWITCH = 2;
/** 67 px: the winners list's switch step (134 px) is exactly two rows, so a switch never stops mid-row. */
export const WINNER_ROW_HEIGHT = SEAMLESS_SCROLL.switchStep / WINNER_ROWS_PER_SWITCH;

export interface WinnersScrollerProps {
  /** the board; read from the winners call when omitted */
  winners?: readonly Winner[];
}

function WinnerRow({ winner }: { winner: Winner }) {
  return (
    <>
      <GameIcon src={winner.iconUrl} alt="" className="mq-winners__icon" />
      <span className="mq-winners__name">{winner.customerName}</span>
      <span className="mq-winners__game">{winner.gameName}</span>
      <Amount minor={winner.winAmount} className="mq-winners__amount" />
    </>
  );
}

/**
 * The recent-winners board: scrolls seamlessly when it has more than 5 entries, stops while
 * hovered or focused, and is a plain list for reduced motion; it links to the winners list's own
 * screen where the shell has one.
 */
export function WinnersScroller({ winners }: WinnersScrollerProps) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const query = useWinnersQuery();
  const { winners: winnersPath } = useLobbyPaths();
  const list = winners ?? query.data ?? [];
  // while the board loads it keeps the place of a full one (the slot page is prerendered so)
  const loading = !winners && query.isPending;
  const moving = !reducedMotion && list.length > SEAMLESS_SCROLL.limit;
  const scroll = useSeamlessScroll(list.length, WINNER_ROW_HEIGHT, moving);
  const style = {
    '--mq-winner-row': `${WINNER_ROW_HEIGHT}px`,
    height: moving || loading ? WINNER_ROW_HEIGHT * SEAMLESS_SCROLL.limit : undefined,
  } as CSSProperties;

  return (
    <section
      className="mq-winners"
      aria-label={t('recent_winners')}
      aria-busy={loading || undefined}
      onMouseEnter={scroll.pause}
      onMouseLeave={scroll.resume}
      onFocus={scroll.pause}
      onBlur={scroll.resume}
    >
      <h2 className="mq-winners__title">{t('recent_winners')}</h2>
      {list.length === 0 && !loading ? (
        <p>{t('no_data')}</p>
      ) : (
        <div className="mq-winners__viewport" style={style}>
          <ul ref={scroll.listRef} className="mq-winners__list">
            {list.map((winner, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the board has no ids; order is the identity
              <li key={index} className="mq-winners__row">
                <WinnerRow winner={winner} />
              </li>
            ))}
            {moving &&
              list.map((winner, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the repeated copy for the seamless wrap
                <li key={`copy-${index}`} className="mq-winners__row" aria-hidden="true">
                  <WinnerRow winner={winner} />
                </li>
              ))}
          </ul>
        </div>
      )}
      {(moving || loading) && (
        <div className="mq-winners__switch">
          <IconButton
            label={t('previous_winners')}
            size="sm"
            disabled={loading}
            onClick={() => scroll.switchBy(-1)}
          >
            <span aria-hidden="true">▲</span>
          </IconButton>
          <IconButton
            label={t('next_winners')}
            size="sm"
            disabled={loading}
            onClick={() => scroll.switchBy(1)}
          >
            <span aria-hidden="true">▼</span>
          </IconButton>
        </div>
      )}
      {winnersPath && (
        <Link className="mq-winners__all" to={winnersPath}>
          {t('all_winners')}
        </Link>
      )}
    </section>
  );
}
