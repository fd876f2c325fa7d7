import { EnvelopeError } from '@marquee/api-client';
import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { CategoryPage } from './category-page';

const meta = preview.meta({
  title: 'Games lobby/CategoryPage',
  component: CategoryPage,
  decorators: [withStoryProviders],
  args: { category: 'RNG' as const },
  parameters: { route: '/rng?vassalage=PG' },
});

export const Slots = meta.story();
export const Live = meta.story({ args: { category: 'LIVE' }, parameters: { route: '/live' } });
export const Failed = meta.story({
  parameters: {
    route: '/fish',
    answers: {
      '/wps/games': () => {
        throw new EnvelopeError('story failure');
      },
    },
  },
  args: { category: 'FISH' },
});

// /rng on a phone: the games first, the jackpot and the winners' button one strip above them, the
// provider chips one row that scrolls sideways (light and dark); and on the narrowest phone.
export const SlotsPhone = meta.story({ globals: { viewport: { value: 'phone' } } });
export const SlotsPhoneDark = meta.story({ globals: { viewport: { value: 'phone' }, theme: 'dark' } });
export const SlotsNarrow = meta.story({ globals: { viewport: { value: 'mobile1' } } });

// The first screen before its data, as the web build prerenders it: the jackpot's place, a full
// winners board's (wide), the recommended games' empty cards and the grid's place, nothing to move.
const unanswered = () => new Promise(() => {});
const loading = {
  answers: {
    '/wps/games': unanswered,
    '/wps/games/hot': unanswered,
    '/wps/games/jackpot': unanswered,
    '/wps/games/winners': unanswered,
  },
};
export const SlotsLoading = meta.story({ parameters: loading });
export const SlotsLoadingPhone = meta.story({
  parameters: loading,
  globals: { viewport: { value: 'phone' } },
});
