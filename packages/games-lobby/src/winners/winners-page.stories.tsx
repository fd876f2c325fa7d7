import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { winners } from '../test/fixtures';
import { WinnersPage } from './winners-page';

const meta = {
  title: 'Games lobby/WinnersPage',
  component: WinnersPage,
  decorators: [withStoryProviders],
  parameters: { answers: { '/wps/games/winners': { vo: winners, hasMore: true } } },
} satisfies Meta<typeof WinnersPage>;
export default meta;

type Story = StoryObj<typeof meta>;
/** A page of winners with a next one, on a phone. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
/** Nobody has won yet. */
export const Empty: Story = { parameters: { answers: { '/wps/games/winners': { vo: [], hasMore: false } } } };
