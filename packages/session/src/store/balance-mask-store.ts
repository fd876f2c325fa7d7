import { create } from 'zustand';

/** Not a session key (logout need not clear it); the owner of this one sessionStorage entry. */
const BALANCE_MASK_STORAGE_KEY = 'balanceMasked';

function readMasked(): boolean {
  try {
    return window.sessionStorage.getItem(BALANCE_MASK_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export interface BalanceMaskState {
  masked: boolean;
  toggle: () => void;
}

/**
 * The player's choice to hide the balance (the header's eye, the member centre's), remembered for
 * the browser session; every feature that shows the balance reads it here.
 */
export const useBalanceMaskStore = create<BalanceMaskState>()((set, get) => ({
  masked: readMasked(),
  toggle: () => {
    const masked = !get().masked;
    try {
      window.sessionStorage.setItem(BALANCE_MASK_STORAGE_KEY, masked ? '1' : '0');
    } catch {
      // refused storage: the choice lasts for this page only
    }
    set({ masked });
  },
}));
