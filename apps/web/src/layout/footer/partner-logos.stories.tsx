import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../../stories/story-shell';
import { PartnerLogos } from './partner-logos';

const meta = {
  title: 'Web/Layout/Footer/PartnerLogos',
  component: PartnerLogos,
  decorators: [withShell()],
} satisfies Meta<typeof PartnerLogos>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
