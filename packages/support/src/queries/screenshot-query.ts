import { api, supportKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** A feedback's screenshot as a data address, fetched only once the member asks to see it. */
export function useScreenshotQuery(id: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: supportKeys.screenshot(id),
    queryFn: ({ signal }) => client.call(api.feedback.screenshot, { id }, { signal }),
    select: (screenshot) => `data:${screenshot.type};base64,${screenshot.data}`,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
