import { existsSync, readFileSync } from 'node:fs';
import { BRAND_AVATARS } from './avatars';

// the images are the web app's static files: a listed avatar without one would show a broken image
const webPublic = new URL('../../../web/public', import.meta.url);

describe("the brand's avatars", () => {
  it.each(BRAND_AVATARS.map(({ id }) => id))('%s is an SVG the web app serves', (id) => {
    const path = new URL(`avatars/${id}.svg`, `${webPublic.href}/`);
    expect(existsSync(path)).toBe(true);
    expect(readFileSync(path, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});
