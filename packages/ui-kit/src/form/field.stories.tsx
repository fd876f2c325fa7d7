import preview from '../stories/preview';
import { Field } from './field';

const meta = preview.meta({
  title: 'Forms/Field',
  component: Field,
  args: {
    label: 'Screenshot',
    hint: 'PNG or JPEG, at most 2 MB',
    children: (control) => <input {...control} type="file" />,
  },
});

export const WithHint = meta.story();
export const WithError = meta.story({ args: { error: 'Choose a PNG or JPEG picture' } });
