import { useSessionStore, useTrialWarningStore } from '@marquee/session';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useHelpLanguageStore } from '../help/help-language-store';

afterEach(() => {
  cleanup();
  useSessionStore.getState().endSession();
  useTrialWarningStore.setState({ open: false });
  useHelpLanguageStore.setState({ chosen: null });
});
