import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../../stories/story-shell';
import { Footer } from './footer';

const meta = {
  title: 'Web/Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [withShell()] };

/** Before the vendor lanes arrive the slider is left out instead of showing an empty strip. */
export const WithoutVendors: Story = { decorators: [withShell({ lanes: { data: { lanes: [] } } })] };
