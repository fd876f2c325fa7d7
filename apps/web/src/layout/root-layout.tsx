import { errorTexts, lazyFeature, sharedTexts } from '@marquee/i18n';
import { TrialWarningHost, useSessionToken } from '@marquee/session';
import { useFirstPaintDone } from '@marquee/ui-kit';
import { useCallback } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AgentCentreHost } from '../agent-centre/agent-centre-host';
import { AnnouncementDialogHost } from '../announcements/announcement-dialog-host';
import { AppErrorBoundary } from '../app/app-error-boundary';
import { paths } from '../app/paths';
import { isFocusedView, isHeaderHidden } from '../app/route-rules';
import { useBrand } from '../brand/brand-context';
import { useMediaQuery } from '../common/use-media-query';
import { LobbyConfigProvider } from '../games/lobby-config-provider';
import { LobbyNav } from '../games/lobby-nav';
import { MemberCentreHost } from '../member-centre/member-centre-host';
import { usePermissionQuery } from '../system/permission-query';
import { RouteBanner } from './banner/route-banner';
import { DeferredFooter } from './footer/deferred-footer';
import { ForcedPasswordChangeHost } from './forced-password-change-host';
import { Header } from './header/header';
import { PHONE_QUERY } from './phone/phone-query';
import { RightSideBar } from './side-bar/right-side-bar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

// only where the brand shows popups: a brand without them never loads the host and its memory
const PopupAnnouncementHost = lazyFeature(() =>
  import('../announcements/popup-announcement-host').then((module) => ({
    default: module.PopupAnnouncementHost,
  })),
);

// A brand with an analytics tag only: the consent store, the loader and the question stay out of
// every first visit's script (the question's texts come with the question, later).
const AnalyticsHost = lazyFeature(
  () => import('../analytics/analytics-host').then((module) => ({ default: module.AnalyticsHost })),
  null,
  [],
);

// Phones only: a wider screen never fetches it (the style sheet alone switches the rest).
const BottomBar = lazyFeature(
  () => import('./phone/bottom-bar').then((module) => ({ default: module.BottomBar })),
  null,
  [sharedTexts, errorTexts],
);

/**
 * Header, banner, main, right side bar and footer around every screen but the bare /helpmc; a game
 * (the focused view) gets the main region alone.
 */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const brand = useBrand();
  // a visitor loads the popup host (and the texts it needs) only where the brand shows visitors popups
  const signedIn = Boolean(useSessionToken());
  const focused = isFocusedView(pathname);
  const headerHidden = focused || isHeaderHidden(pathname);
  const phone = useMediaQuery(PHONE_QUERY);
  const gtagId = usePermissionQuery().data?.analytics.gtagId ?? null;
  // The side bar and the footer (its vendor slider, logos and links) follow the first frame, so
  // the header, navigation and banner (the largest paint) are rendered and painted without them;
  // the footer then loads as it nears the viewport. An address with an anchor gets them at once:
  // the anchor may be in the footer.
  const withAnchor = hash !== '';
  const afterFirstPaint = useFirstPaintDone() || withAnchor;
  const belowTheFold = afterFirstPaint && !focused;
  // as after any login: home replaces the page the change was forced on, so Back skips it
  const goHome = useCallback(() => void navigate(paths.root, { replace: true }), [navigate]);
  return (
    <LobbyConfigProvider>
      <div
        className={
          focused
            ? 'app-layout app-layout--focused'
            : headerHidden
              ? 'app-layout'
              : 'app-layout app-layout--with-bottom-bar'
        }
      >
        <SkipLink />
        {!headerHidden && <Header />}
        {!headerHidden && <LobbyNav />}
        {!focused && <RouteBanner />}
        {/* tabIndex lets the skip link move focus here, not only scroll. */}
        <main id={MAIN_CONTENT_ID} className="app-main" tabIndex={-1}>
          <Outlet />
        </main>
        {/* hidden below 1024 px (side-bar.css): a phone does not render it at all */}
        {belowTheFold && !phone && <RightSideBar />}
        {belowTheFold && <DeferredFooter immediate={withAnchor} />}
        {!headerHidden && phone && <BottomBar />}
        <AnnouncementDialogHost />
        {/* not over the login screen or a game in play */}
        {brand.popupAnnouncements &&
          (signedIn || brand.popupAnnouncementsForVisitors) &&
          !headerHidden &&
          !focused && <PopupAnnouncementHost forVisitors={brand.popupAnnouncementsForVisitors} />}
        <MemberCentreHost />
        <AgentCentreHost />
        {/* The one "register an account first" dialog every login guard of the page opens. */}
        <TrialWarningHost />
        {/* Open on every route while the platform holds the session for a forced password change. */}
        <ForcedPasswordChangeHost onDone={goHome} />
        {/* after the first frame, like the footer: the question is never what a page paints first */}
        {afterFirstPaint && gtagId && (
          <AppErrorBoundary>
            <AnalyticsHost gtagId={gtagId} hidden={focused} />
          </AppErrorBoundary>
        )}
      </div>
    </LobbyConfigProvider>
  );
}
