import preview from '../../stories/preview';
import { storyBanner } from '../../stories/story-fixtures';
import { withShell } from '../../stories/story-shell';
import { announcementsFixture, memberFixture, noticesFixture } from '../../test/fixtures';
import { MenuSheet } from './menu-sheet';

const withEverything = {
  announcements: announcementsFixture({
    player: noticesFixture(3),
    banners: [
      storyBanner({ bannerId: 1, groupName: 'w_deposit20', title: 'Deposit TOP 20' }),
      storyBanner({ bannerId: 2, groupName: 'w_bet20', title: 'Valid bet TOP 20' }),
    ],
  }),
};

/** The phone's menu, open: what the desktop header shows beside the logo. */
const meta = preview.meta({
  title: 'Web/Layout/Phone/MenuSheet',
  component: MenuSheet,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone' } },
  args: { open: true, onClose: () => undefined },
});

export const Visitor = meta.story({ decorators: [withShell(withEverything)] });
export const VisitorDark = meta.story({
  decorators: [withShell(withEverything)],
  globals: { theme: 'dark' },
});
export const Member = meta.story({
  decorators: [withShell({ ...withEverything, signedInAs: memberFixture() })],
});
export const MemberDark = meta.story({
  decorators: [withShell({ ...withEverything, signedInAs: memberFixture() })],
  globals: { theme: 'dark' },
});
