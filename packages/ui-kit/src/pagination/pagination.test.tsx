import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, type PaginationProps } from './pagination';

function renderPagination(props: Partial<PaginationProps> = {}) {
  const onPageChange = vi.fn();
  render(
    <Pagination
      page={5}
      pageCount={10}
      onPageChange={onPageChange}
      previousLabel="Previous page"
      nextLabel="Next page"
      pageLabel={(page) => `Page ${page}`}
      ariaLabel="Pagination"
      {...props}
    />,
  );
  return { onPageChange, user: userEvent.setup() };
}

describe('Pagination', () => {
  it('is a labelled navigation listing the visible pages', () => {
    renderPagination();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const pageButtons = within(nav).getAllByRole('button', { name: /^Page \d+$/ });
    expect(pageButtons.map((button) => button.textContent)).toEqual(['1', '4', '5', '6', '10']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
  });

  it('marks the current page', () => {
    renderPagination();
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
  });

  it('reports the chosen page, previous and next', async () => {
    const { onPageChange, user } = renderPagination();
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange.mock.calls).toEqual([[10], [4], [6]]);
  });

  it('does not report the current page again', async () => {
    const { onPageChange, user } = renderPagination();
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('disables previous on the first page and next on the last', () => {
    renderPagination({ page: 1, pageCount: 3 });
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('disables next on the last page', () => {
    renderPagination({ page: 3, pageCount: 3 });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('honours custom range and margin', () => {
    renderPagination({ page: 10, pageCount: 20, pageRangeDisplayed: 5, marginPagesDisplayed: 2 });
    expect(screen.getAllByRole('button', { name: /^Page/ }).map((button) => button.textContent)).toEqual([
      '1',
      '2',
      '8',
      '9',
      '10',
      '11',
      '12',
      '19',
      '20',
    ]);
  });

  it.each([0, 1])('is hidden with %i page(s)', (pageCount) => {
    renderPagination({ page: 1, pageCount });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
