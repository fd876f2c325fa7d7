import { CloseIcon } from '../icons/close-icon';
import preview from '../stories/preview';
import { IconButton } from './icon-button';

const meta = preview.meta({
  title: 'Actions/IconButton',
  component: IconButton,
  args: {
    label: 'Close',
    children: <CloseIcon />,
    variant: 'ghost' as const,
    size: 'md' as const,
    disabled: false,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
});

export const Ghost = meta.story();
export const Primary = meta.story({ args: { variant: 'primary' } });
export const Small = meta.story({ args: { size: 'sm' } });
