import preview from '../stories/preview';
import { TextAreaField } from './text-area-field';

const meta = preview.meta({
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: { label: 'Message', hint: '0 words (10 to 500)' },
});

export const Empty = meta.story();
export const WithError = meta.story({ args: { error: 'Write 10 to 500 words' } });
