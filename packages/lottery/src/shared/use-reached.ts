import { useEffect, useState } from 'react';
import { useServerClockStore } from './server-clock';

/** setTimeout fires at once for a delay above 2^31 - 1 ms (24.8 days): longer waits go in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether the platform's clock has reached `target` (ISO): one timer to the moment, not a
 * re-render every second, so a view that only needs to know "closed yet?" stays still.
 */
export function useReached(target: string): boolean {
  const offset = useServerClockStore((state) => state.offset);
  const left = () => Date.parse(target) - (Date.now() + offset);
  const [reached, setReached] = useState(() => left() <= 0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      const ms = Date.parse(target) - (Date.now() + offset);
      setReached(ms <= 0);
      if (ms > 0) timer = setTimeout(wait, Math.min(ms, MAX_TIMER_MS));
    };
    wait();
    return () => clearTimeout(timer);
  }, [target, offset]);
  return reached;
}
