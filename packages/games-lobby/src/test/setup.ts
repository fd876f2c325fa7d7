import { registerTestTexts } from '@marquee/i18n/testing';
import { useSessionStore, useTrialWarningStore } from '@marquee/session';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { gamesLobbyPlayTestTexts, gamesLobbyTestTexts } from '../testing';

afterEach(() => {
  cleanup();
  useSessionStore.getState().endSession();
  useTrialWarningStore.setState({ open: false });
});

// The package's own texts beside i18n's, as the app gives them to its screens.
registerTestTexts(gamesLobbyTestTexts, gamesLobbyPlayTestTexts);
