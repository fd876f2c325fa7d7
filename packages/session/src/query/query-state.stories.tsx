import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { QueryState } from './query-state';

function Loading() {
  const query = useQuery({ queryKey: ['story', 'loading'], queryFn: () => new Promise<string>(() => {}) });
  return <QueryState query={query} />;
}

function Failed() {
  const query = useQuery({
    queryKey: ['story', 'failed'],
    queryFn: (): Promise<string> => Promise.reject(new Error('offline')),
    retry: false,
  });
  return <QueryState query={query} headingLevel="h3" />;
}

const meta = preview.meta({
  title: 'Session/QueryState',
  component: QueryState,
  decorators: [
    (Story) => (
      <QueryClientProvider client={new QueryClient()}>
        <Story />
      </QueryClientProvider>
    ),
    withStoryProviders,
  ],
});

/** A page whose data is on its way. */
export const Pending = meta.story({ args: { query: undefined as never }, render: () => <Loading /> });

/** A section whose data did not arrive, with its retry. */
export const Failure = meta.story({ args: { query: undefined as never }, render: () => <Failed /> });
