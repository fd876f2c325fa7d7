import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/**
 * Fails on any axe-core violation of WCAG 2.2 A or AA, whatever its impact; with `bothThemes`, the
 * dark theme is checked again by the rules of colour (names, roles and structure do not change
 * with the theme).
 *
 * Legacy mode runs axe inside the page in one call. The default mode collects each frame's partial
 * results and aggregates them in a second blank page: 8–9 s per run on home against 1.6 s here, and
 * the product has no frames of its own to cross (a launched game's frame is the vendor's page, so
 * it is left out). Only violations come back: the passes are thousands of nodes to serialise for
 * nothing.
 */
export async function expectNoViolation(page: Page, scope: AxeScope = {}): Promise<void> {
  const themes = scope.bothThemes ? (['light', 'dark'] as const) : [null];
  // Still: the notice ticker's clipped items, moving past the Notices button, would crowd it for
  // the target-size rule at some moments and not at others.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const theme of themes) {
    if (theme)
      await page.evaluate((value) => {
        document.documentElement.dataset.theme = value;
      }, theme);
    // Colours are read as painted: an element still fading in (a dialog's or a page's entrance,
    // 0.01 ms under reduced motion but only finished on the next frame a busy machine may delay)
    // counts as a faint text on its background. Scroll-driven effects (the chip row's overflow
    // cue) follow the scroll, not the clock, and never finish.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter((a) => a.playState === 'running' && a.timeline === document.timeline).length,
        ),
      )
      .toBe(0);
    // options() replaces what withTags() and withRules() set, so it comes first
    let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
    builder = theme === 'dark' ? builder.withRules(COLOUR_RULES) : builder.withTags(WCAG_22_AA);
    builder = builder.exclude('iframe');
    if (scope.include) builder = builder.include(scope.include);
    if (scope.exclude) builder = builder.exclude(scope.exclude);
    const results = await builder.analyze();
    const prefix = [scope.label, theme].filter(Boolean).join(' ');
    // soft: one run lists every place that fails, not only the first
    expect
      .soft(
        results.violations.map(
          (v) =>
            `${prefix ? `${prefix}: ` : ''}${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      )
      .toEqual([]);
  }
  // the page is left as it was found: in the light theme
  if (scope.bothThemes)
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'light';
    });
}
