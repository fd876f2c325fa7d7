import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { Dialog } from './dialog';

const meta = preview.meta({
  title: 'Session/Dialog',
  component: Dialog,
  decorators: [withStoryProviders],
  args: { title: 'Game rules', onClose: () => {}, children: <p>Pick a number from 00 to 99.</p> },
});

export const Open = meta.story();
export const Phone = meta.story({ globals: { viewport: { value: 'phone' } } });
