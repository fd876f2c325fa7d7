import { create } from 'zustand';

export interface TrialWarningState {
  open: boolean;
  show: () => void;
  hide: () => void;
}

/** One warning for the whole page, so every guarded button shares the dialog the shell mounts. */
export const useTrialWarningStore = create<TrialWarningState>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
