import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { IncomePage } from './income-page';

const meta = {
  title: 'Agent centre/IncomePage',
  component: IncomePage,
  decorators: [withStoryProviders],
} satisfies Meta<typeof IncomePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** My income: each period's dividend or salary, paid or pending, with the totals. */
export const Wide: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
