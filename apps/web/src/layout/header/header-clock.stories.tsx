import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../../stories/story-shell';
import { HeaderClock } from './header-clock';

const meta = {
  title: 'Web/Layout/Header/HeaderClock',
  component: HeaderClock,
  decorators: [withShell()],
} satisfies Meta<typeof HeaderClock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
