import { randomInt } from 'node:crypto';
import { test as base } from './popups';

/**
 * A test whose browser comes from an address of its own. The platform lets one IP make 5
 * registration attempts per 15 minutes before it asks for a captcha, and every journey runs from
 * 127.0.0.1, so journeys that register would otherwise meet the captcha depending on which ran
 * before them. The e2e platform trusts x-forwarded-for (TRUST_PROXY), as it does behind a proxy.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });
  },
});
