import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

interface AxeScope {
  /** A selector for the part of the page to check; the whole page when absent. */
  include?: string;
  /** A selector for parts to leave out (e.g. the shell, checked once already). */
  exclude?: string;
  /** Checks in the light theme and then in the dark one. */
  bothThemes?: boolean;
  /** Names the place in a failure, e.g. the route and the viewport. */
  label?: string;
}

/** The rules of WCAG 2.2 at levels A and AA (axe-core tags each rule with the versions it belongs to). */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The rules whose outcome depends on the colours: all a second theme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** A violation as a failure lists it: the rule, its impact and the nodes' selectors. */
interface Found {
  id: string;
  impact: string | null;
  targets: string[];
}

/** What one run inside the page answers (one outcome per theme). */
type Outcome = { missing: true } | { still: string[] } | { violations: Found[] };

/** The pages already told to reduce motion (it lasts for the page's life). */
const stilled = new WeakSet<Page>();

/**
 * Fails on any axe-core violation of WCAG 2.2 A or AA, whatever its impact; with `bothThemes`, the
 * dark theme is checked again by the rules of colour (names, roles and structure do not change
 * with the theme).
 *
 * axe runs inside the page in one call, as AxeBuilder's legacy mode did: its default mode collects
 * each frame's partial results and aggregates them in a second blank page (8–9 s per run on home
 * against 1.6 s), and the product has no frames of its own to cross (a launched game's frame is the
 * vendor's page, so it is left out). axe-core is put into the page once per page load, not twice
 * per run as AxeBuilder's analyze does (a 600 KB script): the sweeps change routes inside one
 * document. Both themes are one round trip (theme, waiting for what still moves, axe, the other
 * theme, waiting, axe), which matters on a busy machine where a round trip alone takes a quarter
 * of a second. Only violations come back: the passes are thousands of nodes to serialise for
 * nothing.
 */
export async function expectNoViolation(page: Page, scope: AxeScope = {}): Promise<void> {
  const themes = scope.bothThemes ? (['light', 'dark'] as const) : [null];
  // Still: the notice ticker's clipped items, moving past the Notices button, would crowd it for
  // the target-size rule at some moments and not at others.
  if (!stilled.has(page)) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    stilled.add(page);
  }
  const context = {
    exclude: ['iframe', ...(scope.exclude ? [scope.exclude] : [])],
    ...(scope.include ? { include: [scope.include] } : {}),
  };
  const runs = themes.map((theme) => ({
    theme,
    options: {
      runOnly:
        theme === 'dark' ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: WCAG_22_AA },
      resultTypes: ['violations'],
      iframes: false,
    },
  }));
  // the page is left as it was found: in the light theme
  const request = { runs, context, after: scope.bothThemes ? ('light' as const) : null };
  let outcomes = await page.evaluate(runInPage, request);
  if (outcomes === 'missing') {
    await page.evaluate(axe.source);
    outcomes = await page.evaluate(runInPage, request);
  }
  for (const [index, theme] of themes.entries()) {
    const outcome: Outcome =
      outcomes === 'missing' ? { missing: true } : (outcomes[index] ?? { missing: true });
    const prefix = [scope.label, theme].filter(Boolean).join(' ');
    expect('missing' in outcome, `${prefix}: axe-core ran`).toBe(false);
    expect('still' in outcome ? outcome.still : [], `${prefix}: animations still running`).toEqual([]);
    // soft: one run lists every place that fails, not only the first
    expect
      .soft(
        ('violations' in outcome ? outcome.violations : []).map(
          (v) => `${prefix ? `${prefix}: ` : ''}${v.id} (${v.impact}): ${v.targets.join(', ')}`,
        ),
      )
      .toEqual([]);
  }
}

/**
 * Runs in the page, for each run in turn: sets its theme, waits until nothing moves, runs axe; then
 * sets the theme `after`. An outcome per run; 'missing' when axe-core is not in the page yet.
 */
async function runInPage({
  runs,
  after,
  context,
}: {
  runs: {
    theme: 'light' | 'dark' | null;
    options: { runOnly: { type: string; values: string[] }; resultTypes: string[]; iframes: boolean };
  }[];
  after: 'light' | null;
  context: { exclude: string[]; include?: string[] };
}): Promise<Outcome[] | 'missing'> {
  const { axe: inPage } = window as unknown as { axe?: typeof axe };
  if (!inPage) return 'missing';
  const root = document.documentElement;
  // The theme changes with transitions held off, as a reload in the other theme would paint it:
  // under reduced motion the colours' transitions last 0.01 ms but end only on a later frame, and
  // on a busy machine the frames of hundreds of them took a second or two per switch. Held off
  // only while the new colours are computed, so nothing else (a dialog's entrance, a transition's
  // end event) changes.
  const setTheme = (theme: 'light' | 'dark') => {
    if (root.dataset.theme === theme) return;
    // a constructed sheet: the product's content security policy refuses a <style> element
    const held = new CSSStyleSheet();
    held.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, held];
    root.dataset.theme = theme;
    // reading a box makes the browser compute every element's style now, in the new theme
    void document.body.offsetHeight;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== held);
  };
  // Colours are read as painted: an element still fading in (a dialog's or a page's entrance:
  // 0.01 ms under reduced motion, but only finished on the next frame a busy machine may delay)
  // counts as a faint text on its background. Waited for frame by frame here, not polled from
  // outside, which overshoots by its back-off (100, 250, 500, 1000 ms). Scroll-driven effects (the
  // chip row's overflow cue) follow the scroll, not the clock, and never finish.
  const moving = () =>
    document.getAnimations().filter((a) => a.playState === 'running' && a.timeline === document.timeline);
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const outcomes: Outcome[] = [];
  try {
    for (const { theme, options } of runs) {
      if (theme) setTheme(theme);
      const deadline = performance.now() + 15_000;
      await frame();
      let still = moving();
      for (; still.length > 0 && performance.now() <= deadline; still = moving()) {
        await Promise.race([
          Promise.allSettled(still.map((a) => a.finished)),
          new Promise((resolve) => setTimeout(resolve, 500)),
        ]);
        await frame();
      }
      if (still.length > 0) {
        outcomes.push({
          still: still.map((a) =>
            a instanceof CSSAnimation ? a.animationName : `${a.id || a.constructor.name}`,
          ),
        });
        break;
      }
      const results = await inPage.run(context as axe.ElementContext, options as axe.RunOptions);
      outcomes.push({
        violations: results.violations.map((v) => ({
          id: v.id,
          impact: v.impact ?? null,
          targets: v.nodes.map((n) => n.target.join(' ')),
        })),
      });
    }
  } finally {
    if (after) setTheme(after);
  }
  return outcomes;
}
