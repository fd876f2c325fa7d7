import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { ConsentBanner } from './consent-banner';

const meta = preview.meta({
  title: 'Web/Analytics/ConsentBanner',
  component: ConsentBanner,
  decorators: [withShell()],
});

/** A first visit to a brand with analytics: the question waits at the foot, the focus left alone. */
export const FirstVisit = meta.story();

/** Reopened from the footer's cookie settings: it takes the focus. */
export const Requested = meta.story({ args: { requested: true } });

/** A phone: above the bottom bar, never over it. */
export const Phone = meta.story({
  globals: { viewport: { value: 'phone' } },
});
