import { registerTestTexts } from '@marquee/i18n/testing';
import { useSessionStore, useTrialWarningStore } from '@marquee/session';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useSlipStore } from '../betting/slip-store';
import { useFavouritesStore } from '../favourites/favourites-store';
import { useServerClockStore } from '../shared/server-clock';
import { lotteryTestTexts } from '../testing';

afterEach(() => {
  cleanup();
  useSessionStore.getState().endSession();
  useTrialWarningStore.setState({ open: false });
  useSlipStore.setState({ playType: null, numbers: [], positions: [], stakeText: '1' });
  useFavouritesStore.setState({ byUser: {} });
  useServerClockStore.setState({ offset: 0 });
  localStorage.clear();
});

// The package's own texts beside i18n's, as the app gives them to its screens.
registerTestTexts(lotteryTestTexts);
