import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { FreePlayButton } from './free-play-button';

const meta = {
  title: 'Auth/FreePlayButton',
  component: FreePlayButton,
  args: { onLoggedIn: () => undefined },
  decorators: [withStoryProviders],
} satisfies Meta<typeof FreePlayButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
