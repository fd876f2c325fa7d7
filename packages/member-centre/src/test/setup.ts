import { useSessionStore, useTrialWarningStore } from '@marquee/session';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  useSessionStore.getState().endSession();
  useTrialWarningStore.setState({ open: false });
});
