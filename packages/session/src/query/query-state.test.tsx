import { NetworkError } from '@marquee/api-client';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { QueryState } from './query-state';

function Page({ load, headingLevel }: { load: () => Promise<string>; headingLevel?: 'h2' | 'h3' }) {
  const query = useQuery({ queryKey: ['page'], queryFn: load });
  return query.data ? <p>{query.data}</p> : <QueryState query={query} headingLevel={headingLevel} />;
}

describe('QueryState', () => {
  it('shows the loading state, then nothing once the data is in', async () => {
    let arrive: (value: string) => void = () => {};
    renderWithProviders(<Page load={() => new Promise((resolve) => (arrive = resolve))} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    arrive('the rows');
    expect(await screen.findByText('the rows')).toBeVisible();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('says what failed at the heading level asked for, and the retry loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new NetworkError()).mockResolvedValueOnce('the rows');
    renderWithProviders(<Page load={load} headingLevel="h3" />);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Something went wrong while loading.' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the rows')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
