import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { makeResult } from '../test/fixtures';
import { PrizeTable } from './prize-table';

const meta = preview.meta({
  title: 'Lottery/Prize table',
  component: PrizeTable,
  decorators: [withStoryProviders],
  args: { prizes: makeResult('d1').prizes, caption: 'Draw d1' },
});

export const North = meta.story();
