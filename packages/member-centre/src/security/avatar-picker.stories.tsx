import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { AvatarPicker } from './avatar-picker';

const meta = {
  title: 'Member centre/My account/AvatarPicker',
  component: AvatarPicker,
  decorators: [withStoryProviders],
} satisfies Meta<typeof AvatarPicker>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The owl chosen. */
export const Default: Story = {};

export const NoneChosen: Story = {
  parameters: { answers: { '/wps/member/info/icon': { iconUrl: null } } },
};
