import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../stories/story-shell';
import { RegionBlockPage } from './region-block-page';

const meta = {
  title: 'Web/System/RegionBlockPage',
  component: RegionBlockPage,
  args: { ip: '198.51.100.23' },
  parameters: { layout: 'fullscreen' },
  decorators: [withShell()],
} satisfies Meta<typeof RegionBlockPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
