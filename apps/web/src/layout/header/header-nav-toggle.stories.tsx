import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../../stories/story-shell';
import { HeaderNavToggle } from './header-nav-toggle';

const meta = {
  title: 'Web/Layout/Header/HeaderNavToggle',
  component: HeaderNavToggle,
  args: { controls: 'app-top-menu' },
  decorators: [withShell({ path: '/seamless' })],
} satisfies Meta<typeof HeaderNavToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
