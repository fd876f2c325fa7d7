import { registerTestTexts } from '@marquee/i18n/testing';
import { useBalanceMaskStore, useSessionStore, useTrialWarningStore } from '@marquee/session';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useKnownPasswordStore } from '../change-password/known-password-store';
import { authTestTexts } from '../testing';

// The stores are module singletons: each test starts signed out, unmasked, with no warning open
// and no password remembered for a forced change.
afterEach(() => {
  // unmount first, so resetting the stores does not update components outside act()
  cleanup();
  useSessionStore.getState().endSession();
  useTrialWarningStore.setState({ open: false });
  useBalanceMaskStore.setState({ masked: false });
  useKnownPasswordStore.getState().forget();
});

// The package's own texts beside i18n's, as the app gives them to its screens.
registerTestTexts(authTestTexts);
