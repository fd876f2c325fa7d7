import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from '../layout/root-layout';
import { LoadingScreen } from './loading-screen';
import {
  comingSoonPaths,
  gameFramePaths,
  gridCategoryPaths,
  homePaths,
  launchCategoryPaths,
  memberAreaPaths,
  paths,
} from './paths';
import { resetLinkRedirect } from './reset-link-redirect';
import { RootShell } from './root-shell';
import { RouteErrorScreen } from './route-error-screen';

export { paths } from './paths';

// Every screen is its own chunk, fetched when its route is first visited.
const homeScreen = () => import('../screens/home-page').then((module) => ({ Component: module.HomePage }));
const noticeScreen = () =>
  import('../screens/notice-page').then((module) => ({ Component: module.NoticePage }));
const notFoundScreen = () =>
  import('../screens/not-found-page').then((module) => ({ Component: module.NotFoundPage }));
const loginScreen = () => import('../screens/auth-page').then((module) => ({ Component: module.LoginPage }));
const registerScreen = () =>
  import('../screens/auth-page').then((module) => ({ Component: module.RegisterPage }));
const categoryScreen = () =>
  import('../screens/category-screen').then((module) => ({ Component: module.CategoryScreen }));
const launchScreen = () =>
  import('../screens/launch-screen').then((module) => ({ Component: module.LaunchScreen }));
const gameScreen = () =>
  import('../screens/game-screen').then((module) => ({ Component: module.GameScreen }));
const memberAreaScreen = () =>
  import('../screens/member-area-page').then((module) => ({ Component: module.MemberAreaPage }));

/** A leaf route whose failure (a chunk that did not load, a render error) stays inside the layout. */
function screen(path: string, lazy: RouteObject['lazy']): RouteObject {
  return { path, lazy, ErrorBoundary: RouteErrorScreen };
}

/** The route table (spec §2). Shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    Component: RootShell,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: LoadingScreen,
    children: [
      // The bare help page: no header, banner, side bar or footer.
      screen(paths.helpMc, notFoundScreen),
      {
        Component: RootLayout,
        children: [
          ...homePaths.map((path) => ({ ...screen(path, homeScreen), loader: resetLinkRedirect })),
          screen(paths.noticePage, noticeScreen),
          // The header is hidden on these three (route-rules: isHeaderHidden).
          screen(paths.login, loginScreen),
          screen(paths.register, registerScreen),
          screen(paths.registerHtml, registerScreen),
          ...memberAreaPaths.map((path) => screen(path, memberAreaScreen)),
          ...gridCategoryPaths.map((path) => screen(path, categoryScreen)),
          ...launchCategoryPaths.map((path) => screen(path, launchScreen)),
          ...gameFramePaths.map((path) => screen(path, gameScreen)),
          ...comingSoonPaths.map((path) => screen(path, notFoundScreen)),
          screen('*', notFoundScreen),
        ],
      },
    ],
  },
];

/** History-mode routing (spec §2). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
