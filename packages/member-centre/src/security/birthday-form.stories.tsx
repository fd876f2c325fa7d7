import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { BirthdayForm } from './birthday-form';

const meta = {
  title: 'Member centre/My account/BirthdayForm',
  component: BirthdayForm,
  decorators: [withStoryProviders],
} satisfies Meta<typeof BirthdayForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
