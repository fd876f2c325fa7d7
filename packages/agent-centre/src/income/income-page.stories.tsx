import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { IncomePage } from './income-page';

const meta = preview.meta({
  title: 'Agent centre/IncomePage',
  component: IncomePage,
  decorators: [withStoryProviders],
});

/** My income: each period's dividend or salary, paid or pending, with the totals. */
export const Wide = meta.story();
export const Phone = meta.story({ globals: { viewport: { value: 'mobile1' } } });
