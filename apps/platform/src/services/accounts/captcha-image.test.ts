import { drawCaptcha } from './captcha-image';

const svgOf = (image: string) => Buffer.from(image.split(',')[1]!, 'base64').toString('utf8');
const glyphPaths = (svg: string) =>
  [...svg.matchAll(/<path fill="[^"]*" d="([^"]*)"/g)].map((match) => match[1]);

describe('drawCaptcha', () => {
  it('draws one outline per character and no text', () => {
    for (const answer of ['AB3K', 'XY7QZ', '23456', 'MNPQR']) {
      const svg = svgOf(drawCaptcha(answer));
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="150" height="50"/);
      expect(svg).not.toMatch(/<text|<tspan|font-|@font-face|url\(|href=/);
      expect(glyphPaths(svg)).toHaveLength(answer.length);
      expect(svg).not.toContain(answer);
    }
  });

  it('never draws the same outline twice for the same character', () => {
    const [one, two] = [svgOf(drawCaptcha('AAAA')), svgOf(drawCaptcha('AAAA'))];
    const outlines = [...glyphPaths(one), ...glyphPaths(two)];
    expect(new Set(outlines).size).toBe(8);
  });

  it('keeps every point of the glyphs near the image', () => {
    const svg = svgOf(drawCaptcha('WWWWW'));
    const numbers = glyphPaths(svg)
      .join(' ')
      .split(' ')
      .filter((token) => /\d/.test(token))
      .map(Number);
    const xs = numbers.filter((_, index) => index % 2 === 0);
    const ys = numbers.filter((_, index) => index % 2 === 1);
    expect(Math.min(...xs)).toBeGreaterThan(-10);
    expect(Math.max(...xs)).toBeLessThan(160);
    expect(Math.min(...ys)).toBeGreaterThan(-10);
    expect(Math.max(...ys)).toBeLessThan(60);
  });
});
