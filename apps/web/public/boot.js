// Runs before first paint, synchronously (the CSP forbids inline scripts, so it is a file of its own).
(() => {
  // A stored dark theme never flashes light. Kept in sync with src/theme/theme-store.ts
  // (localStorage key 'theme', values 'light' | 'dark', default 'light').
  let theme = 'light';
  try {
    if (window.localStorage.getItem('theme') === 'dark') theme = 'dark';
  } catch {
    // Storage can be unavailable (privacy mode, blocked site data); the default theme applies.
  }
  document.documentElement.dataset.theme = theme;

  // A signed-in player reloading home must not see the prerendered visitor's Log in and Register
  // until the app takes over with their own header: their place is kept, empty. The key is the
  // session token's (packages/session owns it; a tab's session lives in sessionStorage).
  try {
    if (window.sessionStorage.getItem('token')) document.documentElement.dataset.signedInAtLoad = '';
  } catch {
    // Without storage there is no session to show either.
  }

  // Home's prerendered first screen is markup only until the app takes it over: a button pressed
  // on it meanwhile (a click, or Enter or Space on a focused one) would do nothing. The last one is
  // kept for the app, which presses its own counterpart once it has taken over (see
  // src/prerender/prerendered-shell.ts). Links need nothing: they navigate as links do.
  document.addEventListener(
    'click',
    (event) => {
      const shell = document.getElementById('app-prerendered');
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!shell || !button || !shell.contains(button)) return;
      event.preventDefault();
      window.marqueeShellPress = button;
    },
    true,
  );
})();
