import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../stories/story-shell';
import { SkipLink } from './skip-link';

const meta = {
  title: 'Web/Layout/SkipLink',
  component: SkipLink,
  decorators: [withShell()],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until focused: press Tab in the canvas to see it. */
export const Default: Story = {};
