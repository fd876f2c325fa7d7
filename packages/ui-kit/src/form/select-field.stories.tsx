import preview from '../stories/preview';
import { SelectField } from './select-field';

const meta = preview.meta({
  title: 'Forms/SelectField',
  component: SelectField,
  args: {
    label: 'Bank account',
    options: [
      { value: 'a1', label: 'BDO 1234' },
      { value: 'a2', label: 'BPI 5678' },
    ],
  },
});

export const Options = meta.story();
export const WithPlaceholder = meta.story({ args: { placeholder: 'Choose an account', defaultValue: '' } });
export const WithError = meta.story({
  args: { placeholder: 'Choose an account', error: 'Choose an account' },
});
