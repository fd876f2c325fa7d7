import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../../stories/story-shell';
import { VendorSlider } from './vendor-slider';

const meta = {
  title: 'Web/Layout/Footer/VendorSlider',
  component: VendorSlider,
  decorators: [withShell()],
} satisfies Meta<typeof VendorSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
