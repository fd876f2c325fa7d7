import { useThemeStore } from './theme-store';

describe('useThemeStore', () => {
  beforeEach(() => useThemeStore.getState().hydrate());

  it('defaults to light', () => {
    expect(useThemeStore.getState().theme).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('toggles, stores the theme and sets <html data-theme>', () => {
    useThemeStore.getState().toggle();
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');

    useThemeStore.getState().toggle();
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('reads a stored dark theme', () => {
    window.localStorage.setItem('theme', 'dark');
    useThemeStore.getState().hydrate();
    expect(useThemeStore.getState().theme).toBe('dark');
  });
});
