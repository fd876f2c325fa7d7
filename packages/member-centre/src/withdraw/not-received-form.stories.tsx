import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { withdrawal } from '../test/fixtures';
import { NotReceivedForm } from './not-received-form';

const meta = {
  title: 'Member centre/NotReceivedForm',
  component: NotReceivedForm,
  decorators: [withStoryProviders],
  args: { order: withdrawal({ orderNo: 'W2', status: 'APPROVED' }), onDone: () => {} },
} satisfies Meta<typeof NotReceivedForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
