import type { LanguageCode } from '@marquee/i18n';
import { LobbyConfigProvider } from '../../games/lobby-config-provider';
import { LobbyNav } from '../../games/lobby-nav';
import preview from '../../stories/preview';
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
const meta = preview.meta({
  title: 'Web/Layout/Header/Languages',
  component: HeaderAndNavigation,
  parameters: { layout: 'fullscreen' },
});

const visitor = (language: LanguageCode) => ({ decorators: [withShell({ language })] });

const member = (language: LanguageCode) => ({
  decorators: [
    withShell({
      language,
      signedInAs: memberFixture({ clubLabel: { labelName: 'VIP 5', rankLevel: 5 } }),
      balance: balanceFixture({ sumBalance: 1_234_567_89 }),
    }),
  ],
});

export const VisitorEnglish = meta.story(visitor('EN'));
export const VisitorTagalog = meta.story(visitor('TY'));
export const VisitorVietnamese = meta.story(visitor('VI'));
export const VisitorThai = meta.story(visitor('TH'));
export const VisitorIndonesian = meta.story(visitor('ID'));
export const VisitorChinese = meta.story(visitor('CN'));
export const MemberEnglish = meta.story(member('EN'));
export const MemberTagalog = meta.story(member('TY'));
export const MemberVietnamese = meta.story(member('VI'));
export const MemberThai = meta.story(member('TH'));
export const MemberIndonesian = meta.story(member('ID'));
export const MemberChinese = meta.story(member('CN'));
