import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { MaintenancePage } from './maintenance-page';

const meta = preview.meta({
  title: 'Web/System/MaintenancePage',
  component: MaintenancePage,
  args: { maintenance: { endTime: '2026-12-01T10:30:00' } },
  parameters: { layout: 'fullscreen' },
  decorators: [withShell()],
});

export const WithEndTime = meta.story();
export const WithoutEndTime = meta.story({ args: { maintenance: { endTime: null } } });
