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
/** A change asks for the password and the code sent to the contact bound now. */
export const ChangeEmail: Story = { args: { kind: 'email', current: 'juan@example.com' } };
export const ChangeMobile: Story = { args: { kind: 'mobile', current: '+63 9170000001' } };
