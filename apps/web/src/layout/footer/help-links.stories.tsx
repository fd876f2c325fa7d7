import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../../stories/story-shell';
import { HelpLinks } from './help-links';

const meta = {
  title: 'Web/Layout/Footer/HelpLinks',
  component: HelpLinks,
  decorators: [withShell()],
} satisfies Meta<typeof HelpLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
