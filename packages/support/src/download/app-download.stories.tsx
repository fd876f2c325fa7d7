import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { AppDownload } from './app-download';

const meta = {
  title: 'Support/AppDownload',
  component: AppDownload,
  decorators: [withStoryProviders],
} satisfies Meta<typeof AppDownload>;
export default meta;

export const BothApps: StoryObj<typeof meta> = {};
export const AndroidAsked: StoryObj<typeof meta> = { args: { focusPlatform: 'ANDROID' } };
