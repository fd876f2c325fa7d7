import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyBanner, storyPermission } from '../../storybook/story-fixtures';
import { withShell } from '../../storybook/story-shell';
import { announcementsFixture, noticesFixture } from '../../test/fixtures';
import { Header } from './header';

const meta = {
  title: 'Web/Layout/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = { decorators: [withShell()] };

export const WithTop20Entries: Story = {
  decorators: [
    withShell({
      announcements: announcementsFixture({
        player: noticesFixture(5),
        banners: [
          storyBanner({ bannerId: 1, groupName: 'w_deposit20', title: 'Deposit TOP 20' }),
          storyBanner({ bannerId: 2, groupName: 'w_bet20', title: 'Valid bet TOP 20' }),
        ],
      }),
    }),
  ],
};

export const WithoutDirectRegistration: Story = {
  decorators: [
    withShell({ permission: storyPermission({ whitelabel: [{ modId: 'DIRECTREG3', enabled: 0 }] }) }),
  ],
};

export const GamePageWithNavToggle: Story = { decorators: [withShell({ path: '/seamless' })] };
