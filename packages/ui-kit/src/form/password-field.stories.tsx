import preview from '../stories/preview';
import { PasswordField } from './password-field';

const meta = preview.meta({
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: {
    label: 'Password',
    showLabel: 'Show password',
    hideLabel: 'Hide password',
    autoComplete: 'current-password',
  },
});

export const Empty = meta.story();
export const WithError = meta.story({ args: { defaultValue: 'abc', error: '6 to 16 characters' } });
