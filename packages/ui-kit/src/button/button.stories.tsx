import preview from '../stories/preview';
import { Button } from './button';

const meta = preview.meta({
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Deposit', variant: 'primary', size: 'md', loading: false, disabled: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
});

export const Primary = meta.story();
export const Secondary = meta.story({ args: { variant: 'secondary', children: 'Cancel' } });
export const Ghost = meta.story({ args: { variant: 'ghost', children: 'Skip' } });
export const Danger = meta.story({ args: { variant: 'danger', children: 'Close account' } });
export const Loading = meta.story({ args: { loading: true, children: 'Withdrawing' } });
export const Disabled = meta.story({ args: { disabled: true } });
export const Small = meta.story({ args: { size: 'sm' } });
export const LargeFullWidth = meta.story({ args: { size: 'lg', fullWidth: true, children: 'Play now' } });
