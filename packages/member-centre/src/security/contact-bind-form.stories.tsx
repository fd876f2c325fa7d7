import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { ContactBindForm } from './contact-bind-form';

const meta = {
  title: 'Member centre/My account/ContactBindForm',
  component: ContactBindForm,
  decorators: [withStoryProviders],
  args: { kind: 'mobile', current: null },
} satisfies Meta<typeof ContactBindForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const BindMobile: Story = {};
export const ChangeEmail: Story = { args: { kind: 'email', current: 'juan@example.com' } };
