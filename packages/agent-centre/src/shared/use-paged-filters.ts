import { useCallback, useState } from 'react';
import { useTeamRange } from './team-range';

/**
 * A paged report's filters: the period (the last seven days at first) and the page's own choices
 * (`initial`, e.g. a kind or a category, '' for all), and the page of the answer shown. Any change
 * of the period or a choice shows page 1 again: the old page number may not exist in the new answer.
 */
export function usePagedFilters<Filters extends Record<string, unknown>>(initial: Filters) {
  const team = useTeamRange();
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  // stable, so tables' columns that change a filter from a row are not rebuilt at every render
  const changeFilters = useCallback((change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  }, []);
  return {
    /** the props of TeamRangeField */
    period: {
      ...team,
      setRange: (range: typeof team.range) => {
        team.setRange(range);
        setPage(1);
      },
    },
    range: team.range,
    /** whether the platform would take the period (the query waits until it would) */
    ready: team.problem === null,
    filters,
    /** changes some choices (a category and its vendor together) and goes back to page 1 */
    setFilters: changeFilters,
    page,
    setPage,
  };
}
