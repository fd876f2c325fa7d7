import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChunkLoadError } from '../chunks/chunk-load-error';
import { withShell } from '../stories/story-shell';
import { ErrorScreen } from './error-screen';

const meta = {
  title: 'Web/App/ErrorScreen',
  component: ErrorScreen,
  args: { error: new TypeError('Failed to fetch dynamically imported module'), onRetry: () => {} },
  decorators: [withShell()],
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChunkFailedToLoad: Story = {};
export const ChunkTimedOut: Story = {
  args: { error: new ChunkLoadError('Loading chunk timed out after 120000 ms', true) },
};
export const StylesheetFailed: Story = {
  args: { error: new Error('Unable to preload CSS for /assets/category-screen.css') },
};
export const RenderError: Story = { args: { error: new Error('render failed') } };
