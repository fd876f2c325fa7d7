import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../../stories/story-shell';
import { HeaderLanguageMenu } from './header-language-menu';

const meta = {
  title: 'Web/Layout/Header/HeaderLanguageMenu',
  component: HeaderLanguageMenu,
  decorators: [withShell()],
} satisfies Meta<typeof HeaderLanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each press cycles EN → TY → EN; the server notification fails silently here (no network). */
export const Default: Story = {};
