import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { appReleases } from '../test/fixtures';
import { AppCard } from './app-card';

const meta = {
  title: 'Support/AppCard',
  component: AppCard,
  decorators: [withStoryProviders],
  args: { release: appReleases[0], isPhone: false },
} satisfies Meta<typeof AppCard>;
export default meta;

export const OnADesktop: StoryObj<typeof meta> = {};
export const OnAPhone: StoryObj<typeof meta> = { args: { isPhone: true } };
