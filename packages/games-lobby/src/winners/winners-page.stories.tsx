import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { winners } from '../test/fixtures';
import { WinnersPage } from './winners-page';

const meta = preview.meta({
  title: 'Games lobby/WinnersPage',
  component: WinnersPage,
  decorators: [withStoryProviders],
  parameters: { answers: { '/wps/games/winners': { vo: winners, hasMore: true } } },
});

/** A page of winners with a next one, on a phone. */
export const Phone = meta.story({ globals: { viewport: { value: 'mobile1' } } });
/** Nobody has won yet. */
export const Empty = meta.story({
  parameters: { answers: { '/wps/games/winners': { vo: [], hasMore: false } } },
});
