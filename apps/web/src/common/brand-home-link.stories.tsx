import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../stories/story-shell';
import { BrandHomeLink } from './brand-home-link';

const meta = {
  title: 'Web/Common/BrandHomeLink',
  component: BrandHomeLink,
  decorators: [withShell({ path: '/login' })],
} satisfies Meta<typeof BrandHomeLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
