import { api } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation } from '@tanstack/react-query';
import { useInboxRefresh } from './use-inbox-refresh';

export function useReadAllMessagesMutation() {
  const client = useApiClient();
  const onSuccess = useInboxRefresh();
  return useMutation({ mutationFn: () => client.call(api.member.readAllMessages), onSuccess });
}
