import { type ApiClient, firstVisitApi, type NoticeType, noticeKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Banners, player notices, popups, promotions and help headlines come back in one call. */
const ANNOUNCEMENT_TYPES: readonly NoticeType[] = ['B', 'PL', 'PU', 'PR', 'H'];

/**
 * The language and the login state are part of the key: switching language loads the notices in
 * that language, and signing in or out reloads them, whichever way it happened (login,
 * registration, free play, logout, an expired session).
 */
export function announcementsQueryKey(language: string, signedIn: boolean) {
  return [
    ...noticeKeys.announcements(language, ANNOUNCEMENT_TYPES),
    signedIn ? 'member' : 'visitor',
  ] as const;
}

export function announcementsQueryOptions(client: ApiClient, language: string, signedIn: boolean) {
  return queryOptions({
    queryKey: announcementsQueryKey(language, signedIn),
    queryFn: ({ signal }) =>
      client.call(
        firstVisitApi.announcements,
        { types: ANNOUNCEMENT_TYPES.join(','), platform: 'W', execution: 'B', language },
        { signal },
      ),
    // After a language switch or a login the current banners and notices stay up until the new
    // ones arrive, instead of the banner and ticker vanishing for a moment.
    placeholderData: keepPreviousData,
  });
}

export function useAnnouncementsQuery(language: string) {
  const signedIn = Boolean(useSessionToken());
  return useQuery(announcementsQueryOptions(useApiClient(), language, signedIn));
}
