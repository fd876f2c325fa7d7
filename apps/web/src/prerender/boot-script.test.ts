import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_SCRIPTS_ID, PRERENDERED_SHELL_ID } from './prerendered-shell';

const BOOT_SCRIPT = readFileSync(path.join(import.meta.dirname, '../../public/boot.js'), 'utf8');

/** Runs public/boot.js in the test's window, as the page's head runs it before the body. */
function runBootScript(): void {
  new Function(BOOT_SCRIPT)();
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

// before as well as after: other test files in the same worker leave scripts in the head
function resetPage(): void {
  document.head.replaceChildren();
  document.body.replaceChildren();
  window.marqueeShellPress = undefined;
  localStorage.clear();
  sessionStorage.clear();
}
beforeEach(resetPage);
afterEach(resetPage);

describe("index.html's boot script", () => {
  it('starts the scripts a prerendered page holds once its first screen is painted, and only then', async () => {
    document.body.innerHTML = `<div id="${PRERENDERED_SHELL_ID}"></div><div id="root"></div><template id="${APP_SCRIPTS_ID}"><script type="module" fetchpriority="low" src="/assets/vendor.js"></script><script type="module" fetchpriority="low" src="/assets/index.js"></script></template>`;
    runBootScript();
    expect(document.head.querySelector('script')).toBeNull();
    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
    // not in the frame the page is first painted in
    expect(document.head.querySelector('script')).toBeNull();
    await nextFrame();
    await nextFrame();
    const started = [...document.head.children] as HTMLScriptElement[];
    expect(started.map((element) => element.getAttribute('src'))).toEqual([
      '/assets/vendor.js',
      '/assets/index.js',
    ]);
    // run in this order, not each as it arrives (an inserted script's default)
    expect(started.map((element) => element.async)).toEqual([false, false]);
  });

  it('leaves a page without held scripts (index.html, which starts them itself) as it is', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    runBootScript();
    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
    await nextFrame();
    await nextFrame();
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
