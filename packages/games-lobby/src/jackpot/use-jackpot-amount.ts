import { useInterval } from '@marquee/ui-kit';
import { useState } from 'react';
import { JACKPOT_STEP_MINOR, JACKPOT_TICK_MS } from '../config/constants';

/** The server's amount, plus 165.11 every 3 s since it arrived (minor units; null until known). */
export function useJackpotAmount(serverAmount: number | undefined): number | null {
  const [state, setState] = useState<{ base: number | undefined; ticks: number }>({
    base: serverAmount,
    ticks: 0,
  });
  if (state.base !== serverAmount) setState({ base: serverAmount, ticks: 0 });
  useInterval(
    () => setState((previous) => ({ ...previous, ticks: previous.ticks + 1 })),
    serverAmount === undefined ? null : JACKPOT_TICK_MS,
  );
  return serverAmount === undefined ? null : serverAmount + state.ticks * JACKPOT_STEP_MINOR;
}
