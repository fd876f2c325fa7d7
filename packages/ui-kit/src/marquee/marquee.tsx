import { type CSSProperties, type FocusEvent, useState } from 'react';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { cx } from '../utils/cx';

export interface MarqueeProps {
  /** Titles to scroll, e.g. notice headlines. */
  items: readonly string[];
  onSelect: (index: number) => void;
  /** Accessible name of the region, e.g. "Notices". */
  label: string;
  /** Milliseconds for one full loop; by default derived from the text length for a steady reading speed. */
  duration?: number;
  className?: string;
}

const MS_PER_CHARACTER = 180;
const MIN_DURATION = 8000;

export function Marquee({ items, onSelect, label, duration, className }: MarqueeProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  if (items.length === 0) return null;

  const characters = items.reduce((sum, item) => sum + item.length, 0);
  const loopDuration = duration ?? Math.max(MIN_DURATION, characters * MS_PER_CHARACTER);
  const animated = !reducedMotion;

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  function renderList(copy: boolean) {
    return (
      // The copy only exists to make the loop seamless; it is hidden from assistive technology and
      // from the tab order, but stays clickable because it is what the mouse user may be pointing at.
      <ul className="mq-marquee__list" aria-hidden={copy || undefined}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat; position is the identity
          <li key={index} className="mq-marquee__item">
            <button
              type="button"
              className="mq-marquee__button"
              tabIndex={copy ? -1 : undefined}
              onClick={() => onSelect(index)}
            >
              {item}
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-label={label}
      className={cx(
        'mq-marquee',
        animated ? 'mq-marquee--animated' : 'mq-marquee--static',
        (hovered || focused) && 'mq-marquee--paused',
        className,
      )}
      style={{ '--mq-marquee-duration': `${loopDuration}ms` } as CSSProperties}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <div className="mq-marquee__viewport">
        <div className="mq-marquee__track">
          {renderList(false)}
          {animated && renderList(true)}
        </div>
      </div>
    </section>
  );
}
