import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../stories/story-shell';
import { ThemeSwitch } from './theme-switch';

const meta = {
  title: 'Web/Layout/Header/ThemeSwitch',
  component: ThemeSwitch,
  args: { className: 'app-icon-button' },
  decorators: [withShell()],
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
