import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from './form';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/Form',
  component: Form,
  args: {
    label: 'Log in',
    onSubmit: (event) => event.preventDefault(),
    children: [
      <TextField key="username" label="Username" autoComplete="username" />,
      <SubmitButton key="submit" pending={false}>
        Log in
      </SubmitButton>,
    ],
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
