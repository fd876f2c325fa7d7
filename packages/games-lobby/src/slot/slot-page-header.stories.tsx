import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { SlotPageHeader } from './slot-page-header';

const meta = preview.meta({
  title: 'Games lobby/SlotPageHeader',
  component: SlotPageHeader,
  decorators: [withStoryProviders],
});

export const Default = meta.story();
/** A phone: one strip of the jackpot and a button that shows the winners under it. */
export const Phone = meta.story({ globals: { viewport: { value: 'mobile1' } } });
