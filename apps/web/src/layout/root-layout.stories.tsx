import { Route, Routes } from 'react-router';
import { LoginPage } from '../screens/auth-page';
import { GameScreen } from '../screens/game-screen';
import { HomePage } from '../screens/home-page';
import { NotFoundPage } from '../screens/not-found-page';
import { NoticePage } from '../screens/notice-page';
import preview from '../stories/preview';
import { storyHomeAnswers } from '../stories/story-fixtures';
import { withShell } from '../stories/story-shell';
import { memberFixture } from '../test/fixtures';
import { RootLayout } from './root-layout';

/** The layout around the screens this release ships, at the path the story starts on. */
function LayoutWithScreens() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="noticePage" element={<NoticePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="game" element={<GameScreen />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

const meta = preview.meta({
  title: 'Web/Layout/RootLayout',
  component: LayoutWithScreens,
  parameters: { layout: 'fullscreen' },
});

export const Home = meta.story({ decorators: [withShell()] });
const withGames = { answers: storyHomeAnswers() };
/** Home on a phone: one header row, the banner, the sections and the bottom bar (light and dark). */
export const HomePhone = meta.story({
  decorators: [withShell(withGames)],
  globals: { viewport: { value: 'phone' } },
});
export const HomePhoneDark = meta.story({
  decorators: [withShell(withGames)],
  globals: { viewport: { value: 'phone' }, theme: 'dark' },
});
/** A member's home on a phone: the balance in the header, the recent games and favourites first. */
export const HomePhoneMember = meta.story({
  decorators: [withShell({ ...withGames, signedInAs: memberFixture() })],
  globals: { viewport: { value: 'phone' } },
});
export const NoticePageInLayout = meta.story({ decorators: [withShell({ path: '/noticePage' })] });
export const LoginAreaWithoutHeader = meta.story({ decorators: [withShell({ path: '/login' })] });
/** A game in the focused view: its own slim bar over the frame, none of the site's header or bars. */
export const GameInFocusedView = meta.story({
  decorators: [withShell({ path: '/game?url=%2Fdemo&name=Fortune+Tiger', signedInAs: memberFixture() })],
});
