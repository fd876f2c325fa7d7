import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { LaunchPage } from './launch-page';

const meta = {
  title: 'Games lobby/LaunchPage',
  component: LaunchPage,
  decorators: [withStoryProviders],
  args: { category: 'SPORTS' },
} satisfies Meta<typeof LaunchPage>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Sports: Story = {};
export const Esports: Story = { args: { category: 'ESPORTS' } };
export const Cockfight: Story = { args: { category: 'COCKFIGHT' } };
