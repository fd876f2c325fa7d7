import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { JackpotWinnersSection } from './jackpot-winners-section';

const meta = preview.meta({
  title: 'Games lobby/Home/JackpotWinnersSection',
  component: JackpotWinnersSection,
  decorators: [withStoryProviders],
});

export const Default = meta.story();
