import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { NicknameForm } from './nickname-form';

const meta = {
  title: 'Member centre/My account/NicknameForm',
  component: NicknameForm,
  decorators: [withStoryProviders],
  args: { nickname: 'Lucky' },
} satisfies Meta<typeof NicknameForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
