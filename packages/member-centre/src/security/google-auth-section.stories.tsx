import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { GoogleAuthSection } from './google-auth-section';

const meta = {
  title: 'Member centre/My account/GoogleAuthSection',
  component: GoogleAuthSection,
  decorators: [withStoryProviders],
  args: { bound: false },
} satisfies Meta<typeof GoogleAuthSection>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NotBound: Story = {};
export const Bound: Story = { args: { bound: true } };
