import { api, vendorKeys } from '@marquee/api-client';
import { SLOW_MACHINE } from '@marquee/vitest-preset/wait';
import { QueryClient } from '@tanstack/react-query';
import { announcementsQueryKey } from '../notice/announcements-query';
import { permissionFixture } from '../test/fixtures';
import { server } from '../test/msw-server';
import { createTestProviders } from '../test/render-app';
import { permissionQueryOptions } from './permission-query';
import { prefetchFirstScreen } from './prefetch-first-screen';
import { systemStatusQueryOptions } from './system-status-query';

describe('prefetchFirstScreen', () => {
  it("loads what the gate waits for, then the merchant's vendor lanes, under the keys the screens read", async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    const { apiClient } = createTestProviders();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    prefetchFirstScreen(queryClient, apiClient, { language: 'VI', signedIn: false, host: 'marquee.test' });

    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0), SLOW_MACHINE);
    expect(queryClient.getQueryData(systemStatusQueryOptions(apiClient).queryKey)).toBeDefined();
    expect(
      queryClient.getQueryData(permissionQueryOptions(apiClient, 'marquee.test').queryKey),
    ).toBeDefined();
    expect(queryClient.getQueryData(announcementsQueryKey('VI', false))).toBeDefined();
    expect(queryClient.getQueryData(vendorKeys.lanes(permissionFixture().merchantCode))).toBeDefined();
    expect(calls.sort()).toEqual(
      [
        api.games.vendors.path,
        api.notice.announcements.path,
        api.system.status.path,
        api.system.whitelabel.path,
      ].sort(),
    );
    server.events.removeAllListeners();
  });
});
