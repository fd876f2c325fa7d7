import type { Meta, StoryObj } from '@storybook/react-vite';
import { member, withStoryProviders } from '../stories/story-support';
import { DrawResults } from './draw-results';

const meta = {
  title: 'Lottery/Results',
  component: DrawResults,
  decorators: [withStoryProviders],
  args: { gameCode: 'VNF1' },
} satisfies Meta<typeof DrawResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const WithMyBets: Story = { parameters: { signedInAs: member } };
