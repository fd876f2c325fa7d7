import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingCover } from './loading-cover';

const meta = {
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
} satisfies Meta<typeof LoadingCover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Inactive: Story = { args: { active: false } };
