import { api } from '@marquee/api-client';
import { QueryClient } from '@tanstack/react-query';
import { announcementsQueryKey } from '../notice/announcements-query';
import { server } from '../test/msw-server';
import { createTestProviders } from '../test/render-app';
import { permissionQueryOptions } from './permission-query';
import { prefetchGateQueries } from './prefetch-gate-queries';
import { systemStatusQueryOptions } from './system-status-query';

describe('prefetchGateQueries', () => {
  it('loads what the gate waits for under the keys the gate reads', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    const { apiClient } = createTestProviders();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    prefetchGateQueries(queryClient, apiClient, { language: 'VI', signedIn: false, host: 'marquee.test' });

    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryData(systemStatusQueryOptions(apiClient).queryKey)).toBeDefined();
    expect(
      queryClient.getQueryData(permissionQueryOptions(apiClient, 'marquee.test').queryKey),
    ).toBeDefined();
    expect(queryClient.getQueryData(announcementsQueryKey('VI', false))).toBeDefined();
    expect(calls.sort()).toEqual(
      [api.notice.announcements.path, api.system.status.path, api.system.whitelabel.path].sort(),
    );
    server.events.removeAllListeners();
  });
});
