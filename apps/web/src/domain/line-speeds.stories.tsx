import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../stories/story-shell';
import { LineSpeeds } from './line-speeds';

const meta = {
  title: 'Web/Domain/LineSpeeds',
  component: LineSpeeds,
} satisfies Meta<typeof LineSpeeds>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Another line answered faster than the one in use: the player is offered it. */
export const FasterLineElsewhere: Story = { decorators: [withShell()] };
export const InUseIsFastest: Story = {
  decorators: [withShell({ lines: [{ domain: window.location.host, ms: 40 }] })],
};
