import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../stories/story-shell';
import { statusFixture } from '../test/fixtures';
import { SystemGate } from './system-gate';

const meta = {
  title: 'Web/System/SystemGate',
  component: SystemGate,
  args: { children: <p>The app renders here when the platform is up.</p> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SystemGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { decorators: [withShell()] };
export const Maintenance: Story = {
  decorators: [
    withShell({ status: statusFixture({ status: 1, maintenance: { endTime: '2026-12-01T10:30:00' } }) }),
  ],
};
export const RegionBlocked: Story = { decorators: [withShell({ status: statusFixture({ status: 2 }) })] };
/** With no status (stories have no network) the gate explains the failure and offers a retry. */
export const StatusFailed: Story = { decorators: [withShell({ status: null })] };
