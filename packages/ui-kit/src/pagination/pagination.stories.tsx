import { useState } from 'react';
import preview from '../stories/preview';
import { Pagination, type PaginationProps } from './pagination';

function PaginationDemo(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'Navigation/Pagination',
  component: Pagination,
  args: {
    page: 5,
    pageCount: 20,
    pageRangeDisplayed: 3,
    marginPagesDisplayed: 1,
    previousLabel: 'Previous page',
    nextLabel: 'Next page',
    pageLabel: (page: number) => `Page ${page}`,
    ariaLabel: 'Pagination',
    onPageChange: () => {},
  },
  argTypes: { pageLabel: { control: false } },
  render: (args) => <PaginationDemo key={`${args.page}-${args.pageCount}`} {...args} />,
});

export const Default = meta.story();
export const FewPages = meta.story({ args: { page: 1, pageCount: 4 } });
export const WideRange = meta.story({
  args: { page: 10, pageCount: 50, pageRangeDisplayed: 5, marginPagesDisplayed: 2 },
});
