import type { LanguageCode } from '@marquee/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LobbyConfigProvider } from '../../games/lobby-config-provider';
import { LobbyNav } from '../../games/lobby-nav';
import { withShell } from '../../stories/story-shell';
import { balanceFixture, memberFixture } from '../../test/fixtures';
import { Header } from './header';

/** The header and the game navigation under it, as every page shows them. */
function HeaderAndNavigation() {
  return (
    <LobbyConfigProvider>
      <Header />
      <LobbyNav />
    </LobbyConfigProvider>
  );
}

/**
 * The header of a visitor and of a member in each of the six languages, to check that every label
 * fits on its line: switch the viewport between a 390 px phone and a 1366 px desktop. The member is
 * VIP 5 with a label that repeats the level, which the badge says once.
 */
const meta = {
  title: 'Web/Layout/Header/Languages',
  component: HeaderAndNavigation,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeaderAndNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

const visitor = (language: LanguageCode): Story => ({ decorators: [withShell({ language })] });

const member = (language: LanguageCode): Story => ({
  decorators: [
    withShell({
      language,
      signedInAs: memberFixture({ clubLabel: { labelName: 'VIP 5', rankLevel: 5 } }),
      balance: balanceFixture({ sumBalance: 1_234_567_89 }),
    }),
  ],
});

export const VisitorEnglish = visitor('EN');
export const VisitorTagalog = visitor('TY');
export const VisitorVietnamese = visitor('VI');
export const VisitorThai = visitor('TH');
export const VisitorIndonesian = visitor('ID');
export const VisitorChinese = visitor('CN');
export const MemberEnglish = member('EN');
export const MemberTagalog = member('TY');
export const MemberVietnamese = member('VI');
export const MemberThai = member('TH');
export const MemberIndonesian = member('ID');
export const MemberChinese = member('CN');
