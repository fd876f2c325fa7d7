import { useCallback } from 'react';
import { useStore } from 'zustand';
import { useLanguageStoreApi } from './language-store-context';
import type { LanguageCode } from './languages';
import { nextLanguage } from './next-language';

export interface UseLanguageSwitchOptions {
  /** Called after a change is stored and applied, e.g. to save the choice to the player's profile. */
  onChange?: (code: LanguageCode) => void;
}

export interface LanguageSwitchState {
  current: LanguageCode;
  /** What `cycle()` would switch to. */
  next: LanguageCode;
  supported: readonly LanguageCode[];
  /** Switches to `next`. */
  cycle: () => void;
  /** Switches to `code`; does nothing if it is already current. */
  select: (code: LanguageCode) => void;
}

export function useLanguageSwitch({ onChange }: UseLanguageSwitchOptions = {}): LanguageSwitchState {
  const store = useLanguageStoreApi();
  const current = useStore(store, (state) => state.current);
  const supported = useStore(store, (state) => state.supported);

  const select = useCallback(
    (code: LanguageCode) => {
      const state = store.getState();
      if (code === state.current) return;
      state.setLanguage(code);
      onChange?.(code);
    },
    [store, onChange],
  );

  const cycle = useCallback(() => {
    const state = store.getState();
    select(nextLanguage(state.current, state.supported));
  }, [store, select]);

  return { current, next: nextLanguage(current, supported), supported, cycle, select };
}
