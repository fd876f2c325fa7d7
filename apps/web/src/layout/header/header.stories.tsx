import preview from '../../stories/preview';
import { storyBanner, storyPermission } from '../../stories/story-fixtures';
import { withShell } from '../../stories/story-shell';
import {
  announcementsFixture,
  balanceFixture,
  memberFixture,
  noticesFixture,
  trialMemberFixture,
} from '../../test/fixtures';
import { Header } from './header';

const meta = preview.meta({
  title: 'Web/Layout/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
});

export const Visitor = meta.story({ decorators: [withShell()] });

export const WithTop20Entries = meta.story({
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
});

export const WithoutDirectRegistration = meta.story({
  decorators: [
    withShell({ permission: storyPermission({ whitelabel: [{ modId: 'DIRECTREG3', enabled: 0 }] }) }),
  ],
});

export const GamePageWithNavToggle = meta.story({ decorators: [withShell({ path: '/seamless' })] });

/** A signed-in member: the account menu (balance, VIP level, entries, log out) replaces the clock. */
export const SignedIn = meta.story({ decorators: [withShell({ signedInAs: memberFixture() })] });

/** A VIP member of an agent line with a large balance, to check how the menu wraps. */
export const SignedInAgentVip = meta.story({
  decorators: [
    withShell({
      signedInAs: memberFixture({
        type: 1,
        isAgent: 1,
        nickname: 'High roller',
        clubLabel: { labelName: 'Diamond', rankLevel: 7 },
      }),
      balance: balanceFixture({ sumBalance: 123_456_789_00 }),
    }),
  ],
});

/** A free-play account: no member centre entry. */
export const SignedInTrial = meta.story({ decorators: [withShell({ signedInAs: trialMemberFixture() })] });

/** Phones (below 768 px): one row of logo, login pair and menu button. */
export const PhoneVisitor = meta.story({
  decorators: [withShell()],
  globals: { viewport: { value: 'phone' } },
});

export const PhoneVisitorDark = meta.story({
  decorators: [withShell()],
  globals: { viewport: { value: 'phone' }, theme: 'dark' },
});

/** Phones: logo, the balance alone (tap to refresh, truncated, never wrapped) and the menu button. */
export const PhoneMember = meta.story({
  decorators: [
    withShell({ signedInAs: memberFixture(), balance: balanceFixture({ sumBalance: 123_456_789_00 }) }),
  ],
  globals: { viewport: { value: 'phone' } },
});

export const PhoneMemberDark = meta.story({
  decorators: [
    withShell({ signedInAs: memberFixture(), balance: balanceFixture({ sumBalance: 123_456_789_00 }) }),
  ],
  globals: { viewport: { value: 'phone' }, theme: 'dark' },
});

/** The narrowest phone (320 px) with a large balance: it truncates on its one line. */
export const PhoneMemberNarrow = meta.story({
  decorators: [
    withShell({ signedInAs: memberFixture(), balance: balanceFixture({ sumBalance: 123_456_789_00 }) }),
  ],
  globals: { viewport: { value: 'mobile1' } },
});
