import preview from '../stories/preview';
import { CodeField } from './code-field';

const meta = preview.meta({
  title: 'Forms/CodeField',
  component: CodeField,
  args: { label: 'Verification code', sendLabel: 'Send code', onSend: () => undefined },
});

export const Ready = meta.story();
export const Sending = meta.story({ args: { sending: true } });
export const CountingDown = meta.story({ args: { sendLabel: 'Resend in 42 s', sendDisabled: true } });
export const WithError = meta.story({ args: { error: 'Six digits' } });
