import type { ApiClient } from '@marquee/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { announcementsQueryOptions } from '../notice/announcements-query';
import { permissionQueryOptions } from './permission-query';
import { systemStatusQueryOptions } from './system-status-query';

export interface GateQueryContext {
  language: string;
  signedIn: boolean;
  host: string;
}

/**
 * Starts the three calls the system gate waits for (status, brand permissions, announcements)
 * as the app's script runs, instead of after React's first render: the first paint waits on
 * them. The gate's own queries then find them in flight under the same keys.
 */
export function prefetchGateQueries(queryClient: QueryClient, client: ApiClient, context: GateQueryContext) {
  void queryClient.prefetchQuery(systemStatusQueryOptions(client));
  void queryClient.prefetchQuery(permissionQueryOptions(client, context.host));
  void queryClient.prefetchQuery(announcementsQueryOptions(client, context.language, context.signedIn));
}
