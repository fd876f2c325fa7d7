import { disableGtag, GTAG_SCRIPT_URL, loadGtag } from './load-gtag';

/** A window of its own per test: a document nothing is loaded into, and no data layer yet. */
function freshWindow() {
  const doc = document.implementation.createHTMLDocument('analytics');
  return { document: doc } as unknown as Window & { dataLayer?: IArguments[]; gtag?: unknown };
}

const scriptsOf = (win: Window) =>
  [...win.document.querySelectorAll('script')].filter((script) => script.src.startsWith(GTAG_SCRIPT_URL));

describe('loadGtag', () => {
  it("adds Google's tag for the id, async, with the data layer configured for it", () => {
    const win = freshWindow();
    loadGtag('G-TEST123', win);
    const [script] = scriptsOf(win);
    expect(script?.src).toBe(`${GTAG_SCRIPT_URL}?id=G-TEST123`);
    expect(script?.async).toBe(true);
    expect(typeof win.gtag).toBe('function');
    const commands = (win.dataLayer ?? []).map((entry) => [...entry]);
    expect(commands[0]?.[0]).toBe('js');
    expect(commands[0]?.[1]).toBeInstanceOf(Date);
    expect(commands[1]).toEqual(['config', 'G-TEST123']);
  });

  it('loads once, however often it is called', () => {
    const win = freshWindow();
    loadGtag('G-TEST123', win);
    loadGtag('G-TEST123', win);
    expect(scriptsOf(win)).toHaveLength(1);
    expect(win.dataLayer).toHaveLength(2);
  });

  it('keeps an id out of the address it cannot belong to', () => {
    const win = freshWindow();
    loadGtag('G-1&x=<2>', win);
    expect(scriptsOf(win)[0]?.src).toBe(`${GTAG_SCRIPT_URL}?id=G-1%26x%3D%3C2%3E`);
  });

  it('measures nothing after a withdrawal, and again after a new consent', () => {
    const win = freshWindow() as Window & Record<string, unknown>;
    loadGtag('G-TEST123', win);
    expect(win['ga-disable-G-TEST123']).toBe(false);
    disableGtag('G-TEST123', win);
    expect(win['ga-disable-G-TEST123']).toBe(true);
    loadGtag('G-TEST123', win);
    expect(win['ga-disable-G-TEST123']).toBe(false);
    expect(scriptsOf(win)).toHaveLength(1);
  });
});
