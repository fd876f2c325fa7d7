import preview from '../stories/preview';
import { TextField } from './text-field';

const meta = preview.meta({
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Username', placeholder: '4 to 16 letters or digits', disabled: false },
});

export const Empty = meta.story();
export const WithHint = meta.story({ args: { hint: 'Letters and digits only' } });
export const WithError = meta.story({ args: { defaultValue: 'ab', error: 'At least 4 characters' } });
export const Disabled = meta.story({ args: { defaultValue: 'player01', disabled: true } });
