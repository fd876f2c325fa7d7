import preview from '../stories/preview';
import { CheckboxField } from './checkbox-field';

const meta = preview.meta({
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  args: { label: 'I am over 18 and accept the terms', checked: false, onChange: () => undefined },
});

export const Unticked = meta.story();
export const Ticked = meta.story({ args: { checked: true } });
export const WithError = meta.story({ args: { error: 'Please accept the terms' } });
