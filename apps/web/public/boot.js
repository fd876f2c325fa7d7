// Runs before first paint, synchronously (the CSP forbids inline scripts, so it is a file of its own).
(() => {
  const root = document.documentElement;
  // A stored dark theme never flashes light. Kept in sync with src/theme/theme-store.ts
  // (localStorage key 'theme', values 'light' | 'dark', default 'light').
  root.dataset.theme = 'light';
  // A signed-in player reloading home must not see the prerendered visitor's Log in and Register
  // until the app takes over with their own header: their place is kept, empty. The key is the
  // session token's (packages/session owns it; a tab's session lives in sessionStorage).
  try {
    if (localStorage.getItem('theme') === 'dark') root.dataset.theme = 'dark';
    if (sessionStorage.getItem('token')) root.dataset.signedInAtLoad = '';
  } catch {
    // Storage can be unavailable (privacy mode, blocked site data, both storages alike): the
    // default theme applies, and there is no session to show either.
  }

  // Home's prerendered first screen is markup only until the app takes it over: a button pressed
  // on it meanwhile (a click, or Enter or Space on a focused one) would do nothing. The last one is
  // kept for the app, which presses its own counterpart once it has taken over (see
  // src/prerender/prerendered-shell.ts). Links need nothing: they navigate as links do.
  // (on the window: the first in a click's capture path, and short for the minified file's bytes)
  addEventListener(
    'click',
    (event) => {
      // the target of a click is an element, or the document itself (which has no closest)
      const button = event.target.closest?.('button');
      if (!button || !document.getElementById('app-prerendered')?.contains(button)) return;
      event.preventDefault();
      window.marqueeShellPress = button;
    },
    true,
  );

  // A prerendered page holds the app's scripts in a template (src/prerender/render-pages.tsx): they
  // start once its first screen is on the screen, so they never delay that paint nor take the
  // banner's bandwidth before it. On the screen means its first paint was reported (the stylesheets
  // hold any frame before the one painting the whole first screen), which happens once that frame
  // was presented: the end of the frame's own work (a timeout after its animation frame) came up to
  // 130 ms earlier on a busy machine, and scripts that arrived in between counted as needed for that
  // paint in Lighthouse's simulation (its LCP then took their download first: up to 2.2 s instead
  // of 1.0-1.4). A page whose paint is never reported (hidden before it painted, a browser without
  // paint timing) starts them after PAINT_WAIT_MS all the same.
  const PAINT_WAIT_MS = 3000;
  addEventListener('DOMContentLoaded', () => {
    const start = () => {
      const scripts = document.getElementById('app-scripts');
      if (!scripts) return;
      // once: removed, so the paint's report and the timeout cannot both start them
      scripts.remove();
      // cloned: a template's own elements never run
      const started = scripts.content.cloneNode(true);
      // run in their order, each in a task of its own (an inserted script runs when it arrives)
      for (const script of started.querySelectorAll('script')) script.async = false;
      document.head.append(started);
    };
    setTimeout(start, PAINT_WAIT_MS);
    new PerformanceObserver(start).observe({ type: 'paint', buffered: true });
  });
})();
