import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../../stories/story-shell';
import { HeaderLanguageMenu } from './header-language-menu';

const meta = {
  title: 'Web/Layout/Header/HeaderLanguageMenu',
  component: HeaderLanguageMenu,
} satisfies Meta<typeof HeaderLanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's six languages by their own names; telling the server fails silently here (no network). */
export const Default: Story = { decorators: [withShell()] };

/** Opened in Vietnamese: the menu marks Tiếng Việt. */
export const Vietnamese: Story = { decorators: [withShell({ language: 'VI' })] };
