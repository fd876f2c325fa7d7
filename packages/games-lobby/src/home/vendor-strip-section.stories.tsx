import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { VendorStripSection } from './vendor-strip-section';

const meta = {
  title: 'Games lobby/Home/VendorStripSection',
  component: VendorStripSection,
  decorators: [withStoryProviders],
} satisfies Meta<typeof VendorStripSection>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
