import type { Meta, StoryObj } from '@storybook/react-vite';
import { InstallGuide } from './install-guide';

const meta = {
  title: 'Support/InstallGuide',
  component: InstallGuide,
  args: { platform: 'IOS', headingId: 'guide-story' },
} satisfies Meta<typeof InstallGuide>;
export default meta;

export const Ios: StoryObj<typeof meta> = {};
export const Android: StoryObj<typeof meta> = { args: { platform: 'ANDROID' } };
