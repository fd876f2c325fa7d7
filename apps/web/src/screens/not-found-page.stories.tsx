import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../stories/story-shell';
import { NotFoundPage } from './not-found-page';

const meta = {
  title: 'Web/Screens/NotFoundPage',
  component: NotFoundPage,
  decorators: [withShell({ path: '/vip' })],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
