import preview from '../../stories/preview';
import { storyBanner } from '../../stories/story-fixtures';
import { withShell } from '../../stories/story-shell';
import { announcementsFixture } from '../../test/fixtures';
import { TopMenu } from './top-menu';

const meta = preview.meta({
  title: 'Web/Layout/Header/TopMenu',
  component: TopMenu,
  args: { id: 'top-menu' },
});

export const Default = meta.story({ decorators: [withShell()] });

export const WithTop20Entries = meta.story({
  decorators: [
    withShell({
      announcements: announcementsFixture({
        banners: [
          storyBanner({ groupName: 'w_deposit20', title: 'Deposit TOP 20' }),
          storyBanner({ bannerId: 2, groupName: 'w_bet20', title: 'Valid bet TOP 20' }),
        ],
      }),
    }),
  ],
});
