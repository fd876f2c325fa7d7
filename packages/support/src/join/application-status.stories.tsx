import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { application } from '../test/fixtures';
import { ApplicationStatus } from './application-status';

const meta = {
  title: 'Support/ApplicationStatus',
  component: ApplicationStatus,
  decorators: [withStoryProviders],
  args: { application: application() },
} satisfies Meta<typeof ApplicationStatus>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Approved: Story = {
  args: { application: application({ status: 'APPROVED', decidedAt: '2026-11-21T08:00:00.000Z' }) },
};
export const Rejected: Story = { args: { application: application({ status: 'REJECTED' }) } };
