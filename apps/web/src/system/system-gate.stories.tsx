import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { statusFixture } from '../test/fixtures';
import { SystemGate } from './system-gate';

const meta = preview.meta({
  title: 'Web/System/SystemGate',
  component: SystemGate,
  args: { children: <p>The app renders here when the platform is up.</p> },
  parameters: { layout: 'fullscreen' },
});

export const Open = meta.story({ decorators: [withShell()] });
export const Maintenance = meta.story({
  decorators: [
    withShell({ status: statusFixture({ status: 1, maintenance: { endTime: '2026-12-01T10:30:00' } }) }),
  ],
});
export const RegionBlocked = meta.story({
  decorators: [withShell({ status: statusFixture({ status: 2 }) })],
});
/** With no status (stories have no network) the gate explains the failure and offers a retry. */
export const StatusFailed = meta.story({ decorators: [withShell({ status: null })] });
