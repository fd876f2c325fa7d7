import { useInterval } from '@marquee/ui-kit';
import { useState } from 'react';
import { useServerClockStore } from './server-clock';

/** The platform's now (the device's clock plus the measured offset), ticking every second. */
export function useServerNow(): number {
  const offset = useServerClockStore((state) => state.offset);
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), 1000);
  return now + offset;
}
