import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { JackpotTicker } from './jackpot-ticker';

const meta = preview.meta({
  title: 'Games lobby/JackpotTicker',
  component: JackpotTicker,
  decorators: [withStoryProviders],
});

export const FromServer = meta.story();
export const GivenAmount = meta.story({ args: { amount: 123_456_78 } });
