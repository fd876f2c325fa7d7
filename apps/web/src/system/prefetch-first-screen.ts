import type { ApiClient } from '@marquee/api-client';
import { vendorLanesQueryOptions } from '@marquee/session';
import type { QueryClient } from '@tanstack/react-query';
import { announcementsQueryOptions } from '../notice/announcements-query';
import { permissionQueryOptions } from './permission-query';
import { systemStatusQueryOptions } from './system-status-query';

export interface FirstScreenContext {
  language: string;
  signedIn: boolean;
  host: string;
}

/**
 * Starts the calls the first screen needs as the app's script runs, instead of after React's
 * first render: the three the system gate waits for (status, brand permissions, announcements),
 * and, as soon as the permissions name the merchant, its vendor lanes (the game navigation), so
 * the navigation is complete in the first frame rather than growing under the header after it.
 * The components' own queries then find them in flight under the same keys.
 */
export function prefetchFirstScreen(
  queryClient: QueryClient,
  client: ApiClient,
  context: FirstScreenContext,
) {
  void queryClient.prefetchQuery(systemStatusQueryOptions(client));
  void queryClient.prefetchQuery(announcementsQueryOptions(client, context.language, context.signedIn));
  queryClient
    .fetchQuery(permissionQueryOptions(client, context.host))
    .then((permission) => queryClient.prefetchQuery(vendorLanesQueryOptions(client, permission.merchantCode)))
    // a failure is the gate's to show, from its own query
    .catch(() => undefined);
}
