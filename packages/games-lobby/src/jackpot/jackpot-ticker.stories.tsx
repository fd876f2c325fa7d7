import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { JackpotTicker } from './jackpot-ticker';

const meta = {
  title: 'Games lobby/JackpotTicker',
  component: JackpotTicker,
  decorators: [withStoryProviders],
} satisfies Meta<typeof JackpotTicker>;
export default meta;

export const FromServer: StoryObj<typeof meta> = {};
export const GivenAmount: StoryObj<typeof meta> = { args: { amount: 123_456_78 } };
