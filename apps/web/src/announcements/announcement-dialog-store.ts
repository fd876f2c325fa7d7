import { create } from 'zustand';

interface AnnouncementDialogState {
  open: boolean;
  /** index in the player-notice list to show in detail; null shows the list */
  selectedIndex: number | null;
  openAt: (index: number) => void;
  openList: () => void;
  close: () => void;
}

export const useAnnouncementDialogStore = create<AnnouncementDialogState>()((set) => ({
  open: false,
  selectedIndex: null,
  openAt: (index) => set({ open: true, selectedIndex: index }),
  openList: () => set({ open: true, selectedIndex: null }),
  close: () => set({ open: false, selectedIndex: null }),
}));
