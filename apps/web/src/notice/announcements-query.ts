import { type ApiClient, api, type NoticeType, noticeKeys } from '@marquee/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/api-client-context';

/** Banners, player notices, popups, promotions and help headlines come back in one call. */
export const ANNOUNCEMENT_TYPES: readonly NoticeType[] = ['B', 'PL', 'PU', 'PR', 'H'];

export function announcementsQueryOptions(client: ApiClient, language: string) {
  return queryOptions({
    // The language is part of the key, so switching language loads the notices in that language.
    queryKey: noticeKeys.announcements(language, ANNOUNCEMENT_TYPES),
    queryFn: ({ signal }) =>
      client.call(
        api.notice.announcements,
        { types: ANNOUNCEMENT_TYPES.join(','), platform: 'W', execution: 'B', language },
        { signal },
      ),
    // After a language switch the current banners and notices stay up until the new ones arrive,
    // instead of the banner and ticker vanishing for a moment.
    placeholderData: keepPreviousData,
  });
}

export function useAnnouncementsQuery(language: string) {
  return useQuery(announcementsQueryOptions(useApiClient(), language));
}
