import { registerTestTexts } from '@marquee/i18n/testing';
import { useSessionStore } from '@marquee/session';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { agentCentreTestTexts } from '../testing';

afterEach(() => {
  cleanup();
  useSessionStore.getState().endSession();
});

// The package's own texts beside i18n's, as the app gives them to its screens.
registerTestTexts(agentCentreTestTexts);
