import preview from '../stories/preview';
import { Form } from './form';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

const meta = preview.meta({
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
});

export const Default = meta.story();
