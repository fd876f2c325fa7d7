import { useCallback, useState } from 'react';
import { useStore } from 'zustand';
import { switchLanguage } from './create-i18n';
import { useLanguageContext } from './language-store-context';
import type { LanguageCode } from './languages';

export interface UseLanguageSwitchOptions {
  /** Called after a change is stored and applied, e.g. to save the choice to the player's profile. */
  onChange?: (code: LanguageCode) => void;
}

export interface LanguageSwitchState {
  current: LanguageCode;
  supported: readonly LanguageCode[];
  /** The language being loaded for a switch, or null. The page keeps showing `current` meanwhile. */
  pending: LanguageCode | null;
  /**
   * Switches to `code`; does nothing if it is already current. Its bundle is loaded first (the page
   * keeps the current language meanwhile); if that fails, nothing changes and the promise rejects.
   * If another switch overtakes this one while it loads, this one is dropped.
   */
  select: (code: LanguageCode) => Promise<void>;
}

export function useLanguageSwitch({ onChange }: UseLanguageSwitchOptions = {}): LanguageSwitchState {
  const { store, i18n } = useLanguageContext();
  const current = useStore(store, (state) => state.current);
  const supported = useStore(store, (state) => state.supported);
  const [pending, setPending] = useState<LanguageCode | null>(null);

  const select = useCallback(
    async (code: LanguageCode) => {
      if (code === store.getState().current) return;
      setPending(code);
      try {
        if (await switchLanguage(i18n, code)) onChange?.(code);
      } finally {
        setPending((shown) => (shown === code ? null : shown));
      }
    },
    [store, i18n, onChange],
  );

  return { current, supported, pending, select };
}
