import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useTrialWarningStore } from '../guard/trial-warning-store';
import { useSessionStore } from '../store/session-store';

// The stores are module singletons: each test starts signed out with no warning open.
afterEach(() => {
  // unmount first, so resetting the stores does not update components outside act()
  cleanup();
  useSessionStore.getState().endSession();
  useTrialWarningStore.setState({ open: false });
});
