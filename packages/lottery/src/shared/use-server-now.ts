import { useInterval } from '@marquee/ui-kit';
import { useState } from 'react';

/** The platform's now (the device's clock plus `offset`), ticking every second. */
export function useServerNow(offset: number): number {
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), 1000);
  return now + offset;
}
