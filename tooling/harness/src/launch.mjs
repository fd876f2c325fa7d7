import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

/** Launches Debian's Chromium headless with the shared flags and any `extraArgs`; resolves the playwright-core browser. */
export function launchChromium(extraArgs = []) {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, ...extraArgs] });
}
