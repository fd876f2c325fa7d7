import preview from '../stories/preview';
import { member, withStoryProviders } from '../stories/story-support';
import { DrawResults } from './draw-results';

const meta = preview.meta({
  title: 'Lottery/Results',
  component: DrawResults,
  decorators: [withStoryProviders],
  args: { gameCode: 'VNF1' },
});

export const Visitor = meta.story();
export const WithMyBets = meta.story({ parameters: { signedInAs: member } });
