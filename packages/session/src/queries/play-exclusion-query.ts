import {
  type PlayExclusion,
  type PlayExclusionResponse,
  playSafeApi,
  playSafeKeys,
} from '@marquee/api-client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/api-client-context';
import { useSessionToken } from '../store/session-store';

/**
 * The member's time-out or self-exclusion, if any: the member centre's break page shows it, and
 * the shell and the promotions keep marketing (popups, offers) from a member on a break.
 */
export function usePlayExclusionQuery(): UseQueryResult<PlayExclusionResponse> {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: playSafeKeys.exclusion(),
    queryFn: ({ signal }) => client.call(playSafeApi.exclusion, undefined, { signal }),
    enabled: Boolean(token),
  });
}

/**
 * The break in force for the signed-in member, or null (a visitor, none, or not known yet: marketing
 * waits for the answer rather than flashing at a member on a break).
 */
export function usePlayBreak(): { known: boolean; exclusion: PlayExclusion | null } {
  const token = useSessionToken();
  const query = usePlayExclusionQuery();
  if (!token) return { known: true, exclusion: null };
  if (!query.data) return { known: query.isError, exclusion: null };
  const current = query.data.exclusion;
  // the platform's verdict, by its clock: a wrong device clock neither hides nor invents a break
  return { known: true, exclusion: current?.inForce ? current : null };
}
