import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { EarlierApplications } from './earlier-applications';

const meta = preview.meta({
  title: 'Promotions/EarlierApplications',
  component: EarlierApplications,
  decorators: [withStoryProviders],
  args: {
    days: [
      { day: '2026-11-29', status: 'ISSUED' as const },
      { day: '2026-11-28', status: 'REJECTED' as const },
      { day: '2026-11-27', status: 'CLAIMED' as const },
    ],
  },
});

export const ThreeDays = meta.story();
/** Yesterday's application still waits for the operator. */
export const AwaitingReview = meta.story({ args: { days: [{ day: '2026-11-29', status: 'APPLYING' }] } });
