import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../../stories/story-shell';
import { DownloadArea } from './download-area';

const meta = {
  title: 'Web/Layout/Footer/DownloadArea',
  component: DownloadArea,
  decorators: [withShell()],
} satisfies Meta<typeof DownloadArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
