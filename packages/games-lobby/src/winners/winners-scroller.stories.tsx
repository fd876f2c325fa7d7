import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { winners } from '../test/fixtures';
import { WinnersScroller } from './winners-scroller';

const meta = {
  title: 'Games lobby/WinnersScroller',
  component: WinnersScroller,
  decorators: [withStoryProviders],
} satisfies Meta<typeof WinnersScroller>;
export default meta;

export const Scrolling: StoryObj<typeof meta> = {};
export const Few: StoryObj<typeof meta> = { args: { winners: winners.slice(0, 3) } };
