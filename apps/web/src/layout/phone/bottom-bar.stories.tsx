import preview from '../../stories/preview';
import { withShell } from '../../stories/story-shell';
import { memberFixture } from '../../test/fixtures';
import { BottomBar } from './bottom-bar';

/** The phone's tab bar; the style sheet shows it below 768 px only, so these stories are phones. */
const meta = preview.meta({
  title: 'Web/Layout/Phone/BottomBar',
  component: BottomBar,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone' } },
});

export const Home = meta.story({ decorators: [withShell()] });
export const HomeDark = meta.story({ decorators: [withShell()], globals: { theme: 'dark' } });
export const OnALobby = meta.story({ decorators: [withShell({ path: '/rng' })] });
export const DepositOpen = meta.story({
  decorators: [withShell({ path: '/member/depositv2', signedInAs: memberFixture() })],
});
export const DepositOpenDark = meta.story({
  decorators: [withShell({ path: '/member/depositv2', signedInAs: memberFixture() })],
  globals: { theme: 'dark' },
});
/** The narrowest phone the layout is made for, in the longest language's width budget. */
export const Narrow = meta.story({ decorators: [withShell()], globals: { viewport: { value: 'mobile1' } } });
