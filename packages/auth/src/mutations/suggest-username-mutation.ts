import { api } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation } from '@tanstack/react-query';

/** Asks the platform for a free username valid under the brand's rule (on each press: a new one). */
export function useSuggestUsernameMutation() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => client.call(api.member.suggestUsername) });
}
