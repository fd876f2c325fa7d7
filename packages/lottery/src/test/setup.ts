import { useSessionStore, useTrialWarningStore } from '@marquee/session';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useSlipStore } from '../betting/slip-store';
import { useFavouritesStore } from '../favourites/favourites-store';
import { useServerClockStore } from '../shared/server-clock';

afterEach(() => {
  cleanup();
  useSessionStore.getState().endSession();
  useTrialWarningStore.setState({ open: false });
  useSlipStore.setState({ playType: null, numbers: [], positions: [], stakeText: '1' });
  useFavouritesStore.setState({ byUser: {} });
  useServerClockStore.setState({ offset: 0 });
  localStorage.clear();
});
