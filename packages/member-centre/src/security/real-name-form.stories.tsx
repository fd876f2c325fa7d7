import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { RealNameForm } from './real-name-form';

const meta = {
  title: 'Member centre/My account/RealNameForm',
  component: RealNameForm,
  decorators: [withStoryProviders],
} satisfies Meta<typeof RealNameForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
