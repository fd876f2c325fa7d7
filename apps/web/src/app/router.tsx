import { authTexts } from '@marquee/auth';
import { gamesLobbyTexts } from '@marquee/games-lobby';
import { errorTexts, type FeatureTexts, sharedTexts } from '@marquee/i18n';
import { lotteryTexts } from '@marquee/lottery';
import { promotionsTexts } from '@marquee/promotions';
import { supportTexts } from '@marquee/support';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { lazyChunk } from '../chunks/lazy-chunk';
import type { PackageStyles } from '../chunks/package-styles';
import { RootLayout } from '../layout/root-layout';
import { backgroundOf, MemberCentreAddressProvider } from '../member-centre/member-centre-location';
import { HomePage } from '../screens/home-page';
import { LoadingScreen } from './loading-screen';
import {
  agentCentrePaths,
  categoryPaths,
  gameFramePaths,
  gridCategories,
  homePaths,
  launchCategories,
  memberCentrePaths,
  paths,
} from './paths';
import { ResetLinkRedirect } from './reset-link-redirect';
import { RootShell } from './root-shell';
import { ScreenBoundary } from './screen-boundary';

export {} from './paths';

/**
 * A screen in a chunk of its own, fetched on the first visit together with the texts it shows
 * (i18n's shared and error texts and those of the package it shows, `texts`) and that package's
 * stylesheet (`styles`; games-lobby's are in the first stylesheet); a chunk that has not arrived
 * after 120 s fails into the screen's error boundary (retry, refresh).
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React's own lazy(), so any component fits
function featureScreen<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  texts: readonly FeatureTexts[] = [],
  styles: readonly PackageStyles[] = [],
): ComponentType<ComponentProps<T>> {
  return lazyChunk(load, <LoadingScreen />, [...texts, sharedTexts, errorTexts], { styles });
}

// Home is the layout itself and loads with the app: a lazy home would put a second round trip
// before the first paint. Every other screen is its own chunk, fetched when first visited.
const NoticePage = featureScreen(() =>
  import('../screens/notice-page').then((m) => ({ default: m.NoticePage })),
);
const NotFoundPage = featureScreen(() =>
  import('../screens/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
const LoginPage = featureScreen(
  () => import('../screens/auth-page').then((m) => ({ default: m.LoginPage })),
  [authTexts],
  ['auth'],
);
const RegisterPage = featureScreen(
  () => import('../screens/auth-page').then((m) => ({ default: m.RegisterPage })),
  [authTexts],
  ['auth'],
);
const CategoryScreen = featureScreen(
  () => import('../screens/category-screen').then((m) => ({ default: m.CategoryScreen })),
  [gamesLobbyTexts],
);
const WinnersScreen = featureScreen(
  () => import('../screens/winners-screen').then((m) => ({ default: m.WinnersScreen })),
  [gamesLobbyTexts],
);
const LaunchScreen = featureScreen(
  () => import('../screens/launch-screen').then((m) => ({ default: m.LaunchScreen })),
  [gamesLobbyTexts],
);
const GameScreen = featureScreen(
  () => import('../screens/game-screen').then((m) => ({ default: m.GameScreen })),
  [gamesLobbyTexts],
);
const LotteryScreen = featureScreen(
  () => import('../screens/lottery-screen').then((m) => ({ default: m.LotteryScreen })),
  [lotteryTexts],
  ['lottery'],
);
const HelpScreen = featureScreen(
  () => import('../screens/help-screen').then((m) => ({ default: m.HelpScreen })),
  [supportTexts],
  ['support'],
);
const BareHelpScreen = featureScreen(
  () => import('../screens/help-screen').then((m) => ({ default: m.BareHelpScreen })),
  [supportTexts],
  ['support'],
);
const LiveChatScreen = featureScreen(
  () => import('../screens/live-chat-screen').then((m) => ({ default: m.LiveChatScreen })),
  [supportTexts],
  ['support'],
);
const ChatRoomScreen = featureScreen(
  () => import('../screens/chat-room-screen').then((m) => ({ default: m.ChatRoomScreen })),
  [supportTexts],
  ['support'],
);
const DownScreen = featureScreen(
  () => import('../screens/down-screen').then((m) => ({ default: m.DownScreen })),
  [supportTexts],
  ['support'],
);
const JoinScreen = featureScreen(
  () => import('../screens/join-screen').then((m) => ({ default: m.JoinScreen })),
  [supportTexts],
  ['support'],
);
const FeedbackScreen = featureScreen(
  () => import('../screens/feedback-screen').then((m) => ({ default: m.FeedbackScreen })),
  [supportTexts],
  ['support'],
);
const PromotionsScreen = featureScreen(
  () => import('../screens/promotions-screens').then((m) => ({ default: m.PromotionsScreen })),
  [promotionsTexts],
  ['promotions'],
);
const PromoDetailScreen = featureScreen(
  () => import('../screens/promotions-screens').then((m) => ({ default: m.PromoDetailScreen })),
  [promotionsTexts],
  ['promotions'],
);
const VipScreen = featureScreen(
  () => import('../screens/vip-screen').then((m) => ({ default: m.VipScreen })),
  [promotionsTexts],
  ['promotions'],
);
const PointMallScreen = featureScreen(
  () => import('../screens/point-mall-screen').then((m) => ({ default: m.PointMallScreen })),
  [promotionsTexts],
  ['promotions'],
);
const RankingScreen = featureScreen(
  () => import('../screens/ranking-screen').then((m) => ({ default: m.RankingScreen })),
  [promotionsTexts],
  ['promotions'],
);

/** A leaf route whose failure (a chunk that did not load, a render error) stays inside the layout. */
function screen(path: string, element: ReactNode) {
  return <Route key={path} path={path} element={<ScreenBoundary>{element}</ScreenBoundary>} />;
}

/**
 * The route table, in React Router's declarative mode: the app uses no loaders or
 * actions, and the data router would add about 16 KB (gzip) to every first load.
 */
export function AppRoutes() {
  const location = useLocation();
  // the member centre opened over a page: that page stays rendered underneath the overlay
  const background = backgroundOf(location);
  return (
    <MemberCentreAddressProvider location={location}>
      <Routes location={background ?? location}>
        <Route element={<RootShell />}>
          {/* The bare help page: no header, banner, side bar or footer. */}
          {screen(paths.helpMc, <BareHelpScreen />)}
          {screen(paths.helpMcArticle, <BareHelpScreen />)}
          {/* The chat fills the customer-service window: no header either. */}
          {screen(paths.liveChat, <LiveChatScreen />)}
          <Route element={<RootLayout />}>
            {homePaths.map((path) =>
              screen(
                path,
                <ResetLinkRedirect>
                  <HomePage />
                </ResetLinkRedirect>,
              ),
            )}
            {screen(paths.noticePage, <NoticePage />)}
            {screen(paths.help, <HelpScreen />)}
            {screen(paths.down, <DownScreen />)}
            {screen(paths.helpArticle, <HelpScreen />)}
            {screen(paths.join, <JoinScreen />)}
            {screen(paths.feedback, <FeedbackScreen />)}
            {screen(paths.chatRoom, <ChatRoomScreen />)}
            {screen(paths.promotions, <PromotionsScreen />)}
            {screen(paths.promoDetail, <PromoDetailScreen />)}
            {screen(paths.depositRank, <RankingScreen kind="DEPOSIT" />)}
            {screen(paths.betRank, <RankingScreen kind="VALID_BET" />)}
            {screen(paths.vip, <VipScreen />)}
            {screen(paths.pointMall, <PointMallScreen />)}
            {screen(paths.winners, <WinnersScreen />)}
            {/* The header is hidden on these three (route-rules: isHeaderHidden). */}
            {screen(paths.login, <LoginPage />)}
            {screen(paths.register, <RegisterPage />)}
            {screen(paths.registerHtml, <RegisterPage />)}
            {/* opened from a link, the member and agent centres show over home (the layout renders them) */}
            {[...memberCentrePaths, ...agentCentrePaths].map((path) => screen(path, <HomePage />))}
            {gridCategories.map((category) =>
              screen(categoryPaths[category], <CategoryScreen category={category} />),
            )}
            {launchCategories.map((category) =>
              screen(categoryPaths[category], <LaunchScreen category={category} />),
            )}
            {gameFramePaths.map((path) => screen(path, <GameScreen />))}
            {screen(paths.lottery, <LotteryScreen />)}
            {screen(paths.vnLottery, <LotteryScreen vendor="TCG_LOTTO_VN" />)}
            {screen('*', <NotFoundPage />)}
          </Route>
        </Route>
      </Routes>
    </MemberCentreAddressProvider>
  );
}
