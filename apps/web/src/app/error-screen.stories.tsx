import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../stories/story-shell';
import { ErrorScreen } from './error-screen';

const meta = {
  title: 'Web/App/ErrorScreen',
  component: ErrorScreen,
  args: { error: new TypeError('Failed to fetch dynamically imported module') },
  decorators: [withShell()],
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChunkFailedToLoad: Story = {};
export const RenderError: Story = { args: { error: new Error('render failed') } };
