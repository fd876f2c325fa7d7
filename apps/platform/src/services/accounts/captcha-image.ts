import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

const WIDTH = 150;
const HEIGHT = 50;

type DrawOptions = { width: number; height: number; fontSize: number; noise: number; color: boolean };
/** svg-captcha's main export draws a given text; its typings only declare the random-text helpers. */
const drawGlyphs = svgCaptcha as unknown as (text: string, options: DrawOptions) => string;

const between = (min: number, max: number) => min + randomInt(max - min + 1);
const hue = () => `hsl(${between(0, 359)} ${between(45, 75)}% ${between(28, 45)}%)`;

type Point = [number, number];

/**
 * Bends every point of the image through one random wave per image: a solver cannot undo it with
 * an affine transform, so the outline of a glyph never matches the font's.
 */
function waveOf(): (point: Point) => Point {
  const [ax, ay] = [between(15, 30) / 10, between(15, 30) / 10];
  const [kx, ky] = [between(6, 12) / 100, between(4, 9) / 100];
  const [px, py] = [between(0, 628) / 100, between(0, 628) / 100];
  return ([x, y]) => [x + ax * Math.sin(y * kx + px), y + ay * Math.sin(x * ky + py)];
}

/** Each glyph turned, scaled and slanted on its own around its centre. */
function twistOf(points: Point[]): (point: Point) => Point {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const angle = (between(-28, 28) * Math.PI) / 180;
  const scale = between(80, 105) / 100;
  const slant = between(-25, 25) / 100;
  const [cos, sin] = [Math.cos(angle) * scale, Math.sin(angle) * scale];
  return ([x, y]) => {
    const dx = x - cx + slant * (y - cy);
    const dy = y - cy;
    return [cx + dx * cos - dy * sin, cy + dx * sin + dy * cos];
  };
}

const TOKEN = /[MLQCZ]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi;

/** Rewrites absolute path data (what svg-captcha emits: M L Q C Z) with every point mapped. */
function mapPath(d: string, map: (point: Point) => Point): string {
  const tokens = d.match(TOKEN) ?? [];
  const out: string[] = [];
  let numbers: number[] = [];
  const flush = () => {
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      const [x, y] = map([numbers[i] as number, numbers[i + 1] as number]);
      out.push(x.toFixed(1), y.toFixed(1));
    }
    numbers = [];
  };
  for (const token of tokens) {
    if (/^[a-z]$/i.test(token)) {
      flush();
      out.push(token.toUpperCase());
    } else numbers.push(Number(token));
  }
  flush();
  // one space between every token: no run of letters and digits can spell an answer
  return out.join(' ');
}

function pointsOf(d: string): Point[] {
  const numbers = (d.replace(/[MLQCZ]/gi, ' ').match(TOKEN) ?? []).map(Number);
  const points: Point[] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2)
    points.push([numbers[i] as number, numbers[i + 1] as number]);
  return points;
}

/**
 * The captcha image: the glyphs are outlines (svg-captcha draws them from its font as paths, never
 * as text), each turned, scaled and slanted, then the whole image bent by a wave, over and under
 * crossing curves and dots. Colours are redrawn so no attribute repeats the library's own. Served
 * as a data URL (the CSP allows `img-src data:`).
 */
export function drawCaptcha(answer: string): string {
  const drawn = drawGlyphs(answer, { width: WIDTH, height: HEIGHT, fontSize: 50, noise: 4, color: true });
  const wave = waveOf();
  const paths = [...drawn.matchAll(/<path ([^>]*?)d="([^"]*)"([^>]*)\/>/g)].map(
    ([, before = '', d = '', after = '']) => {
      const glyph = / fill="(?!none)/.test(` ${before}${after}`);
      const twist = glyph ? twistOf(pointsOf(d)) : (point: Point) => point;
      const mapped = mapPath(d, (point) => wave(twist(point)));
      return glyph
        ? `<path fill="${hue()}" d="${mapped}"/>`
        : `<path d="${mapped}" stroke="${hue()}" stroke-width="${between(1, 2)}" fill="none"/>`;
    },
  );
  const dots = Array.from(
    { length: 30 },
    () => `<circle cx="${between(0, WIDTH)}" cy="${between(0, HEIGHT)}" r="1" fill="${hue()}"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f1ea"/>${paths.join('')}${dots.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
