import preview from '../stories/preview';
import { LoadingCover } from './loading-cover';

const meta = preview.meta({
  title: 'Feedback/LoadingCover',
  component: LoadingCover,
  args: { active: true, label: 'Loading', fullscreen: false },
  render: (args) => (
    <div
      style={{ position: 'relative', width: 360, height: 200, border: '1px solid var(--mq-color-border)' }}
    >
      <p style={{ padding: 16 }}>Content behind the cover</p>
      <LoadingCover {...args} />
    </div>
  ),
});

export const Active = meta.story();
export const Inactive = meta.story({ args: { active: false } });
