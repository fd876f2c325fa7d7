import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../../stories/story-shell';
import { HeaderLanguageSwitch } from './header-language-switch';

const meta = {
  title: 'Web/Layout/Header/HeaderLanguageSwitch',
  component: HeaderLanguageSwitch,
  decorators: [withShell()],
} satisfies Meta<typeof HeaderLanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each press cycles EN → TY → EN; the server notification fails silently here (no network). */
export const Default: Story = {};
