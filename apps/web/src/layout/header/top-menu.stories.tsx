import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyBanner } from '../../stories/story-fixtures';
import { withShell } from '../../stories/story-shell';
import { announcementsFixture } from '../../test/fixtures';
import { TopMenu } from './top-menu';

const meta = {
  title: 'Web/Layout/Header/TopMenu',
  component: TopMenu,
  args: { id: 'top-menu' },
} satisfies Meta<typeof TopMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [withShell()] };

export const WithTop20Entries: Story = {
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
};
