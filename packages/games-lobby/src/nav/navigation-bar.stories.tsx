import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { NavigationBar } from './navigation-bar';

const meta = {
  title: 'Games lobby/NavigationBar',
  component: NavigationBar,
  decorators: [withStoryProviders],
  args: { inviteFriends: { href: '/join' }, rewardCentre: { onClick: () => {} } },
} satisfies Meta<typeof NavigationBar>;
export default meta;

export const Default: StoryObj<typeof meta> = {};

/** A phone: chips on one line that scrolls sideways, with the fade at the end. */
export const Phone: StoryObj<typeof meta> = { globals: { viewport: { value: 'mobile2' } } };

export const PhoneDark: StoryObj<typeof meta> = {
  globals: { viewport: { value: 'mobile2' }, theme: 'dark' },
};
