import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../stories/story-shell';
import { LoadingScreen } from './loading-screen';

const meta = {
  title: 'Web/App/LoadingScreen',
  component: LoadingScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell()],
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
