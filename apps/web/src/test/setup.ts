import { registerTestTexts } from '@marquee/i18n/testing';
import { useBalanceMaskStore, useSessionStore, useTrialWarningStore } from '@marquee/session';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { useAnnouncementDialogStore } from '../announcements/announcement-dialog-store';
import { useHeaderNavStore } from '../layout/header/header-nav-store';
import { useThemeStore } from '../theme/theme-store';
import { EVERY_PACKAGE_TEXTS } from './every-package-texts';
import { server } from './msw-server';

// Every package's texts beside i18n's, as the app gives them to its screens.
registerTestTexts(...EVERY_PACKAGE_TEXTS);

// Every request must be answered by a handler: an unexpected call is a bug, not a silent pass.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const initialDialog = useAnnouncementDialogStore.getState();
const initialHeaderNav = useHeaderNavStore.getState();

beforeEach(() => {
  // Client stores are module singletons: each test starts from their initial state.
  useAnnouncementDialogStore.setState(initialDialog, true);
  useHeaderNavStore.setState(initialHeaderNav, true);
  useThemeStore.getState().hydrate();
  // jsdom does not lay out or scroll; the scroll manager and the top menu only need the calls to exist.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  // Unmount first, so ending the session does not update a rendered app outside act().
  cleanup();
  // Signed out, balance shown, no trial warning open: the session and auth stores are singletons too.
  useSessionStore.getState().endSession();
  useBalanceMaskStore.setState({ masked: false });
  useTrialWarningStore.setState({ open: false });
});
