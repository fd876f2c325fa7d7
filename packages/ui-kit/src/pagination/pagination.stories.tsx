import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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

const meta = {
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
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FewPages: Story = { args: { page: 1, pageCount: 4 } };
export const WideRange: Story = {
  args: { page: 10, pageCount: 50, pageRangeDisplayed: 5, marginPagesDisplayed: 2 },
};
