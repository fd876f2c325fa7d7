import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { SLOW_MACHINE } from './wait.mjs';

configure({ asyncUtilTimeout: SLOW_MACHINE.timeout });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver ??= NoopObserver;
window.ResizeObserver ??= NoopObserver;

// jsdom draws nothing and has no 2D context: a canvas chart (the P&L's) gets one whose drawing calls
// do nothing, so it renders in component and story tests; what they check is in the DOM.
if (typeof HTMLCanvasElement !== 'undefined') {
  const noop = () => {};
  const context2d = (canvas) =>
    new Proxy(
      { canvas },
      {
        get(target, key) {
          if (key in target) return target[key];
          if (key === 'measureText') return (text) => ({ width: String(text).length * 6 });
          if (key === 'getLineDash') return () => [];
          if (key === 'createLinearGradient' || key === 'createRadialGradient' || key === 'createPattern')
            return () => ({ addColorStop: noop });
          return noop;
        },
        set(target, key, value) {
          target[key] = value;
          return true;
        },
      },
    );
  HTMLCanvasElement.prototype.getContext = function getContext(kind) {
    return kind === '2d' ? context2d(this) : null;
  };
  globalThis.Path2D ??= class Path2D {
    addPath() {}
    arc() {}
    arcTo() {}
    bezierCurveTo() {}
    closePath() {}
    ellipse() {}
    lineTo() {}
    moveTo() {}
    quadraticCurveTo() {}
    rect() {}
    roundRect() {}
  };
}

// jsdom fetches no stylesheet and fires no `load` for one: a lazy chunk that waits for its
// package's styles before it renders (web's lazyChunk) would show its fallback until its timeout.
// A stylesheet link added to the page loads at once, as it would from a browser's cache. Setup files run once
// per test file in a shared worker: one observer per document is enough.
if (!document.head.dataset.stylesheetsLoad) {
  document.head.dataset.stylesheetsLoad = 'at once';
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLLinkElement && node.rel === 'stylesheet')
          node.dispatchEvent(new Event('load'));
  }).observe(document.head, { childList: true });
}
