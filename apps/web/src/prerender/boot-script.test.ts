import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_SCRIPTS_ID, PRERENDERED_SHELL_ID } from './prerendered-shell';

const BOOT_SCRIPT = readFileSync(path.join(import.meta.dirname, '../../public/boot.js'), 'utf8');

/** Runs public/boot.js in the test's window, as the page's head runs it before the body. */
function runBootScript(): void {
  new Function(BOOT_SCRIPT)();
}

/** Stands in for the browser's paint timing: the test reports the page's first paint. */
class PaintObserver {
  static observers: PaintObserver[] = [];

  constructor(private readonly callback: () => void) {
    PaintObserver.observers.push(this);
  }

  observe(options: { type: string; buffered: boolean }) {
    expect(options).toEqual({ type: 'paint', buffered: true });
  }

  static reportPaint() {
    for (const observer of PaintObserver.observers) observer.callback();
  }
}

const HELD_SCRIPTS = `<div id="${PRERENDERED_SHELL_ID}"></div><div id="root"></div><template id="${APP_SCRIPTS_ID}"><script type="module" fetchpriority="low" src="/assets/vendor.js"></script><script type="module" fetchpriority="low" src="/assets/index.js"></script></template>`;

const startedScripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

// before as well as after: other test files in the same worker leave scripts in the head
function resetPage(): void {
  document.head.replaceChildren();
  document.body.replaceChildren();
  window.marqueeShellPress = undefined;
  localStorage.clear();
  sessionStorage.clear();
  PaintObserver.observers = [];
}
beforeEach(() => {
  resetPage();
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  vi.useFakeTimers();
});
afterEach(() => {
  resetPage();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("index.html's boot script", () => {
  it('starts the scripts a prerendered page holds once its first paint is reported, and only then', () => {
    document.body.innerHTML = HELD_SCRIPTS;
    runBootScript();
    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
    vi.advanceTimersByTime(1000);
    expect(startedScripts()).toEqual([]);
    PaintObserver.reportPaint();
    expect(startedScripts()).toEqual(['/assets/vendor.js', '/assets/index.js']);
    // run in this order, not each as it arrives (an inserted script's default)
    expect([...document.head.querySelectorAll('script')].map((script) => script.async)).toEqual([
      false,
      false,
    ]);
    // and only once, when the wait for a paint that was never reported ends too
    vi.runAllTimers();
    expect(startedScripts()).toHaveLength(2);
  });

  it('starts them all the same when no paint is reported within 3 seconds (a page hidden before it painted)', () => {
    document.body.innerHTML = HELD_SCRIPTS;
    runBootScript();
    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
    vi.advanceTimersByTime(2999);
    expect(startedScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(startedScripts()).toEqual(['/assets/vendor.js', '/assets/index.js']);
  });

  it('leaves a page without held scripts (index.html, which starts them itself) as it is', () => {
    document.body.innerHTML = '<div id="root"></div>';
    runBootScript();
    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
    PaintObserver.reportPaint();
    vi.runAllTimers();
    expect(document.head.children).toHaveLength(0);
  });

  it('sets the stored theme and marks a signed-in reload before the first paint', () => {
    localStorage.setItem('theme', 'dark');
    sessionStorage.setItem('token', 't');
    runBootScript();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dataset.signedInAtLoad).toBe('');
    localStorage.clear();
    sessionStorage.clear();
    delete document.documentElement.dataset.signedInAtLoad;
    runBootScript();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement.dataset.signedInAtLoad).toBeUndefined();
  });

  it('keeps a button pressed on the prerendered screen for the app, and nothing pressed elsewhere', () => {
    document.body.innerHTML = `<div id="${PRERENDERED_SHELL_ID}"><button type="button"><span>Next</span></button></div><div id="root"><button type="button">App</button></div>`;
    runBootScript();
    const [shellButton, appButton] = document.querySelectorAll('button');
    appButton?.click();
    expect(window.marqueeShellPress).toBeUndefined();
    shellButton?.querySelector('span')?.click();
    expect(window.marqueeShellPress).toBe(shellButton);
  });
});
