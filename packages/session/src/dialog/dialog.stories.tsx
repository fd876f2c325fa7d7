import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { Dialog } from './dialog';

const meta = {
  title: 'Session/Dialog',
  component: Dialog,
  decorators: [withStoryProviders],
  args: { title: 'Game rules', onClose: () => {}, children: <p>Pick a number from 00 to 99.</p> },
} satisfies Meta<typeof Dialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
