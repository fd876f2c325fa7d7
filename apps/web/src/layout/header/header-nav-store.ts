import { create } from 'zustand';

interface HeaderNavState {
  /** game pages let the player fold the header nav away to give the game more room */
  visible: boolean;
  toggle: () => void;
  show: () => void;
}

export const useHeaderNavStore = create<HeaderNavState>()((set) => ({
  visible: true,
  toggle: () => set((state) => ({ visible: !state.visible })),
  show: () => set({ visible: true }),
}));
