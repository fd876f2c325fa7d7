import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { teamMember } from '../test/fixtures';
import { TransferDialog } from './transfer-dialog';

const meta = {
  title: 'Agent centre/TransferDialog',
  component: TransferDialog,
  decorators: [withStoryProviders],
  args: { member: teamMember(), onClose: () => {} },
} satisfies Meta<typeof TransferDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ToADirectDownline: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
