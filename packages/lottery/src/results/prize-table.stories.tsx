import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { makeResult } from '../test/fixtures';
import { PrizeTable } from './prize-table';

const meta = {
  title: 'Lottery/Prize table',
  component: PrizeTable,
  decorators: [withStoryProviders],
  args: { prizes: makeResult('d1').prizes, caption: 'Draw d1' },
} satisfies Meta<typeof PrizeTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const North: Story = {};
