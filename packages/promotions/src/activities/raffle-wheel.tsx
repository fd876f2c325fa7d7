import type { RaffleDraw, RafflePrize } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { usePrefersReducedMotion } from '@marquee/ui-kit';
import { useEffect, useState } from 'react';

/** How long the wheel turns before the prize is told. */
export const SPIN_MS = 2_400;
const TURNS = 5;

interface RaffleWheelProps {
  prizes: RafflePrize[];
  /** the latest draw: the wheel turns to its prize, then tells it */
  draw: RaffleDraw | null;
  money: (minor: number) => string;
}

/** Segment colours, alternating; each segment's label sits on a chip of its own, readable on both. */
const SEGMENT_COLOURS = ['var(--mq-color-primary)', 'var(--mq-color-surface-2)'];

/**
 * The prize wheel: one segment per prize (equal sizes; the chances are in the table), turning to the
 * drawn prize before the prize is told. With reduced motion it does not turn, and the prize is told
 * at once.
 */
export function RaffleWheel({ prizes, draw, money }: RaffleWheelProps) {
  const { t } = useTranslation();
  const reduced = usePrefersReducedMotion();
  const [told, setTold] = useState<RaffleDraw | null>(null);
  const segment = 360 / Math.max(prizes.length, 1);

  useEffect(() => {
    if (!draw) return;
    if (reduced) {
      setTold(draw);
      return;
    }
    setTold(null);
    const timer = setTimeout(() => setTold(draw), SPIN_MS);
    return () => clearTimeout(timer);
  }, [draw, reduced]);

  // the pointer is at the top: the drawn segment's middle comes under it
  const angle = draw ? TURNS * 360 * draw.ticket - (draw.prize * segment + segment / 2) : 0;
  const gradient = prizes
    .map(
      (_, index) =>
        `${SEGMENT_COLOURS[index % SEGMENT_COLOURS.length]} ${index * segment}deg ${(index + 1) * segment}deg`,
    )
    .join(', ');

  return (
    <div className="mq-raffle-wheel">
      <div className="mq-raffle-wheel__pointer" aria-hidden="true" />
      <div
        className={`mq-raffle-wheel__disc${reduced ? '' : ' mq-raffle-wheel__disc--turning'}`}
        style={{ background: `conic-gradient(${gradient})`, transform: `rotate(${angle}deg)` }}
        aria-hidden="true"
      >
        {prizes.map((prize, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a prize is its place in the table
            key={index}
            className="mq-raffle-wheel__label"
            style={{ transform: `rotate(${index * segment + segment / 2}deg) translateY(-38%)` }}
          >
            <span className="mq-raffle-wheel__chip">{money(prize.amount)}</span>
          </span>
        ))}
      </div>
      <p role="status" className="mq-raffle-wheel__result">
        {told
          ? t('promo_raffle_won', { amount: money(told.amount), wagering: money(told.wageringRequired) })
          : ''}
      </p>
    </div>
  );
}
