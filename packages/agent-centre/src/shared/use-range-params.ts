import { brandToday, recordRangeProblem, shiftDay } from '@marquee/api-client';
import type { DateRange } from '@marquee/ui-kit';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * A report's period and choices kept in its address (`from`, `to` and the page's own), so a drill
 * into one row has an address of its own and going back finds the list as it was left. A period
 * missing from the address is the last seven days; one the platform would refuse is judged by its
 * own rule, as `useTeamRange` does. A change keeps the history state: the shell's page under the
 * overlay is named there, and a change without it would show home underneath instead.
 */
export function useRangeParams() {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const [today] = useState(brandToday);
  const from = params.get('from');
  const to = params.get('to');
  const range: DateRange = from && to ? { from, to } : { from: shiftDay(today, -6), to: today };
  /** changes some of the address's choices in place (null removes one), keeping the others */
  const change = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true, preventScrollReset: true, state },
    );
  return {
    params,
    change,
    period: {
      today,
      range,
      problem: recordRangeProblem(range, today),
      setRange: (next: DateRange) => change({ from: next.from, to: next.to, page: null }),
    },
  };
}
