import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPermission } from '../../stories/story-fixtures';
import { withShell } from '../../stories/story-shell';
import { ResourceLink } from './resource-link';

const [telegram, facebook] = storyPermission().resources;
if (!telegram || !facebook) throw new Error('the story permission lists two resources');

const meta = {
  title: 'Web/Layout/RightSideBar/ResourceLink',
  component: ResourceLink,
  args: { resource: telegram },
  decorators: [withShell()],
} satisfies Meta<typeof ResourceLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithQrCode: Story = {};
export const WithoutQrCode: Story = { args: { resource: facebook } };
export const FooterStyle: Story = { args: { showQr: false } };
