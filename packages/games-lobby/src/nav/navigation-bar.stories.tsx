import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { NavigationBar } from './navigation-bar';

const meta = preview.meta({
  title: 'Games lobby/NavigationBar',
  component: NavigationBar,
  decorators: [withStoryProviders],
  args: { inviteFriends: { href: '/join' }, rewardCentre: { onClick: () => {} } },
});

export const Default = meta.story();

/** A phone: chips on one line that scrolls sideways, with the fade at the end. */
export const Phone = meta.story({ globals: { viewport: { value: 'mobile2' } } });

export const PhoneDark = meta.story({
  globals: { viewport: { value: 'mobile2' }, theme: 'dark' },
});
