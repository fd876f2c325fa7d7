import { api, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export function useMessagesQuery(pageNum: number) {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: memberKeys.messagesPage(pageNum),
    queryFn: ({ signal }) => client.call(api.member.messages, { pageNum }, { signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}
