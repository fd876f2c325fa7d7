import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { JackpotWinnersSection } from './jackpot-winners-section';

const meta = {
  title: 'Games lobby/Home/JackpotWinnersSection',
  component: JackpotWinnersSection,
  decorators: [withStoryProviders],
} satisfies Meta<typeof JackpotWinnersSection>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
