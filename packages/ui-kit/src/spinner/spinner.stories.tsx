import preview from '../stories/preview';
import { Spinner } from './spinner';

const meta = preview.meta({
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading', size: 'md' as const },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
});

export const Default = meta.story();
export const Small = meta.story({ args: { size: 'sm' } });
export const Large = meta.story({ args: { size: 'lg' } });
