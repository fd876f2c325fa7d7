import { useEffect, useState } from 'react';

/** The device's clock is this far behind the platform's (from an answer's `serverTime`). */
export function serverOffset(serverTime: string | undefined): number {
  return serverTime ? Date.parse(serverTime) - Date.now() : 0;
}

/**
 * Whether the platform's clock has reached `target` (ISO): one timer to the moment, not a
 * re-render every second, so a view that only needs to know "closed yet?" stays still.
 */
export function useReached(target: string, offset: number): boolean {
  const left = () => Date.parse(target) - (Date.now() + offset);
  const [reached, setReached] = useState(() => left() <= 0);
  useEffect(() => {
    const ms = Date.parse(target) - (Date.now() + offset);
    setReached(ms <= 0);
    if (ms <= 0) return;
    const timer = setTimeout(() => setReached(true), ms);
    return () => clearTimeout(timer);
  }, [target, offset]);
  return reached;
}
