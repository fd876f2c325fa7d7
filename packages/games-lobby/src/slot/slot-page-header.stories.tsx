import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { SlotPageHeader } from './slot-page-header';

const meta = {
  title: 'Games lobby/SlotPageHeader',
  component: SlotPageHeader,
  decorators: [withStoryProviders],
} satisfies Meta<typeof SlotPageHeader>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
/** A phone: one strip of the jackpot and a button that shows the winners under it. */
export const Phone: StoryObj<typeof meta> = { globals: { viewport: { value: 'mobile1' } } };
