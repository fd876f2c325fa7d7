import preview from '../stories/preview';
import { SubmitButton } from './submit-button';

const meta = preview.meta({
  title: 'Forms/SubmitButton',
  component: SubmitButton,
  args: { children: 'Log in', pending: false },
});

export const Ready = meta.story();
export const Pending = meta.story({ args: { pending: true } });
