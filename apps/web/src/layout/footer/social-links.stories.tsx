import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../../stories/story-shell';
import { SocialLinks } from './social-links';

const meta = {
  title: 'Web/Layout/Footer/SocialLinks',
  component: SocialLinks,
  decorators: [withShell()],
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
