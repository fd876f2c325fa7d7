import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../../stories/story-shell';
import { memberFixture } from '../../test/fixtures';
import { BottomBar } from './bottom-bar';

/** The phone's tab bar; the style sheet shows it below 768 px only, so these stories are phones. */
const meta = {
  title: 'Web/Layout/Phone/BottomBar',
  component: BottomBar,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = { decorators: [withShell()] };
export const HomeDark: Story = { decorators: [withShell()], globals: { theme: 'dark' } };
export const OnALobby: Story = { decorators: [withShell({ path: '/rng' })] };
export const DepositOpen: Story = {
  decorators: [withShell({ path: '/member/depositv2', signedInAs: memberFixture() })],
};
export const DepositOpenDark: Story = {
  decorators: [withShell({ path: '/member/depositv2', signedInAs: memberFixture() })],
  globals: { theme: 'dark' },
};
/** The narrowest phone the layout is made for, in the longest language's width budget. */
export const Narrow: Story = { decorators: [withShell()], globals: { viewport: { value: 'mobile1' } } };
