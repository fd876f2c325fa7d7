// Runs before first paint so a stored dark theme never flashes light. Kept in sync with
// src/theme/theme-store.ts (localStorage key 'theme', values 'light' | 'dark', default 'light').
(() => {
  let theme = 'light';
  try {
    if (window.localStorage.getItem('theme') === 'dark') theme = 'dark';
  } catch {
    // Storage can be unavailable (privacy mode, blocked site data); the default theme applies.
  }
  document.documentElement.dataset.theme = theme;
})();
