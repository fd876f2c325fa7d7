import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { programme } from '../test/fixtures';
import { AffiliateProgramme } from './affiliate-programme';

const meta = {
  title: 'Support/AffiliateProgramme',
  component: AffiliateProgramme,
  decorators: [withStoryProviders],
  args: { programme, currencySymbol: '₱', locale: 'en' },
} satisfies Meta<typeof AffiliateProgramme>;
export default meta;

export const Tiers: StoryObj<typeof meta> = {};
