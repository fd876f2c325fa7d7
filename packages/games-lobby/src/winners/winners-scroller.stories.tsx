import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { winners } from '../test/fixtures';
import { WinnersScroller } from './winners-scroller';

const meta = preview.meta({
  title: 'Games lobby/WinnersScroller',
  component: WinnersScroller,
  decorators: [withStoryProviders],
});

export const Scrolling = meta.story();
export const Few = meta.story({ args: { winners: winners.slice(0, 3) } });
