import { create } from 'zustand';

export type Theme = 'light' | 'dark';

/** Shared with public/boot.js, which applies the stored theme before the app loads. */
const THEME_STORAGE_KEY = 'theme';

function readStoredTheme(): Theme {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The theme still applies for this visit when storage is unavailable.
  }
}

interface ThemeState {
  theme: Theme;
  toggle: () => void;
  /** re-reads localStorage; used when a test or story changes storage behind the store's back */
  hydrate: () => void;
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  theme: readStoredTheme(),
  toggle: () => {
    const theme: Theme = get().theme === 'light' ? 'dark' : 'light';
    applyTheme(theme);
    set({ theme });
  },
  hydrate: () => {
    const theme = readStoredTheme();
    document.documentElement.dataset.theme = theme;
    set({ theme });
  },
}));
