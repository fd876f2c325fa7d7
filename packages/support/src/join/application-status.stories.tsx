import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { application } from '../test/fixtures';
import { ApplicationStatus } from './application-status';

const meta = preview.meta({
  title: 'Support/ApplicationStatus',
  component: ApplicationStatus,
  decorators: [withStoryProviders],
  args: { application: application() },
});

export const Pending = meta.story();
export const Approved = meta.story({
  args: { application: application({ status: 'APPROVED', decidedAt: '2026-11-21T08:00:00.000Z' }) },
});
export const Rejected = meta.story({ args: { application: application({ status: 'REJECTED' }) } });
