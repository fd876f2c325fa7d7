import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPermission } from '../../stories/story-fixtures';
import { withShell } from '../../stories/story-shell';
import { RightSideBar } from './right-side-bar';

const meta = {
  title: 'Web/Layout/RightSideBar',
  component: RightSideBar,
} satisfies Meta<typeof RightSideBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover or focus Telegram to see its QR code. */
export const WithResources: Story = { decorators: [withShell()] };

/** A brand without social services renders nothing. */
export const NoResources: Story = {
  decorators: [withShell({ permission: storyPermission({ resources: [] }) })],
};
