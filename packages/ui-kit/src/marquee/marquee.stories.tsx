import type { Meta, StoryObj } from '@storybook/react-vite';
import { Marquee } from './marquee';

const meta = {
  title: 'Content/Marquee',
  component: Marquee,
  args: {
    label: 'Notices',
    items: [
      'Scheduled maintenance on Sunday 02:00–04:00',
      'New slot games from three providers',
      'Lottery results for draw #1024 are published',
    ],
    onSelect: () => {},
  },
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Slow: Story = { args: { duration: 40000 } };
export const SingleNotice: Story = { args: { items: ['Welcome to the new lobby'] } };
