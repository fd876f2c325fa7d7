import { create } from 'zustand';

export interface KnownPasswordState {
  /** the password just typed at a login that must change it; never persisted */
  password: string | null;
  remember: (password: string | undefined) => void;
  forget: () => void;
}

/**
 * Lets the forced change skip asking again for the password the player typed a moment ago. Memory
 * only: after a reload the modal asks for it, rather than a password ever reaching storage.
 */
export const useKnownPasswordStore = create<KnownPasswordState>()((set) => ({
  password: null,
  remember: (password) => set({ password: password ?? null }),
  forget: () => set({ password: null }),
}));
