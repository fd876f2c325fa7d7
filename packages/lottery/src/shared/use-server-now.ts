import { useInterval } from '@marquee/ui-kit';
import { useMemo, useState } from 'react';

/**
 * The platform's now, ticking every second: the device's clock corrected by how far it was from
 * `serverTime` when the answer came, so countdowns and the close agree with the platform.
 */
export function useServerNow(serverTime: string | undefined): number {
  const offset = useMemo(() => (serverTime ? Date.parse(serverTime) - Date.now() : 0), [serverTime]);
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), 1000);
  return now + offset;
}
