import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../stories/story-shell';
import { BootScreen } from './boot-screen';

const meta = {
  title: 'Web/App/BootScreen',
  component: BootScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell()],
} satisfies Meta<typeof BootScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
