import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../stories/story-shell';
import { MaintenancePage } from './maintenance-page';

const meta = {
  title: 'Web/System/MaintenancePage',
  component: MaintenancePage,
  args: { maintenance: { endTime: '2026-12-01T10:30:00' } },
  parameters: { layout: 'fullscreen' },
  decorators: [withShell()],
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithEndTime: Story = {};
export const WithoutEndTime: Story = { args: { maintenance: { endTime: null } } };
