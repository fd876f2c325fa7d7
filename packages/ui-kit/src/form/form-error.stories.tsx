import preview from '../stories/preview';
import { FormError } from './form-error';

const meta = preview.meta({
  title: 'Forms/FormError',
  component: FormError,
  args: { message: 'Wrong username or password' },
});

export const Message = meta.story();
