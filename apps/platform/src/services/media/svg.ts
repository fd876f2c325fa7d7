import type { Palette } from '../../db/schema';
import { hashString, mulberry32 } from '../prng';

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

const FONT = "font-family=\"'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif\"";

function gradient(id: string, palette: Palette): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>`;
}

/**
 * A banner's artwork: gradient and a few soft circles, without words. The app draws the banner's
 * title, subtitle and call to action over it in the page's language, so one image serves every
 * language. `title` (the English one) only seeds the circles.
 */
export function bannerSvg(input: { title: string; palette: Palette; width: number; height: number }) {
  const { width, height, palette } = input;
  const random = mulberry32(hashString(input.title));
  const circles = Array.from({ length: 6 }, () => {
    const r = Math.round(height * (0.15 + random() * 0.5));
    const cx = Math.round(width * (0.45 + random() * 0.55));
    const cy = Math.round(height * random());
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${palette.accent}" opacity="${(0.06 + random() * 0.12).toFixed(2)}"/>`;
  }).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" aria-hidden="true">`,
    gradient('g', palette),
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    circles,
    '</svg>',
  ].join('');
}

const VENDOR_LOGO = { width: 240, height: 120 };

/**
 * A generous advance of a bold sans-serif capital, in ems (wide letters such as M and W come
 * close to it): enough to size a word without the font's metrics.
 */
const CAPITAL_ADVANCE = 0.8;

/**
 * One line of a wordmark, at most `size` px and no wider than `width`: the font shrinks for a long
 * word, and a line near the width is held to it by `textLength` whatever the font's real metrics,
 * so a word is never cut by its tile.
 */
function fittedWord(
  word: string,
  at: { x: number; y: number; width: number; size: number; spacing: number },
  attributes: string,
) {
  const letters = [...word].length;
  const advance = (fontSize: number) => letters * (fontSize * CAPITAL_ADVANCE + at.spacing);
  const fontSize = Math.max(
    10,
    Math.min(at.size, Math.floor((at.width / letters - at.spacing) / CAPITAL_ADVANCE)),
  );
  const natural = advance(fontSize);
  const held =
    natural > at.width * 0.8
      ? ` textLength="${Math.min(natural, at.width)}" lengthAdjust="spacingAndGlyphs"`
      : '';
  const spacing = at.spacing ? ` letter-spacing="${at.spacing}"` : '';
  return `<text x="${at.x}" y="${at.y}" ${FONT} font-size="${fontSize}"${spacing} ${attributes}${held}>${escapeXml(word)}</text>`;
}

/** The marks a vendor's logo opens with, picked by its code: a shape each. */
const VENDOR_MARKS = [
  (fill: string) => `<circle cx="36" cy="60" r="22" fill="${fill}"/>`,
  (fill: string) =>
    `<rect x="16" y="40" width="40" height="40" rx="6" fill="${fill}" transform="rotate(45 36 60)"/>`,
  (fill: string) => `<path d="M36 36l21 12v24l-21 12-21-12V48z" fill="${fill}"/>`,
  (fill: string) => `<path d="M36 36l7 15 16 2-12 11 3 16-14-8-14 8 3-16-12-11 16-2z" fill="${fill}"/>`,
];

/**
 * A vendor's wordmark, 2:1: a mark with the name's initial, the name's first words large and its
 * last word spaced out beneath, each line sized to fit. The whole name is always there.
 */
export function vendorIconSvg(input: { vassalage: string; name: string; palette: Palette }) {
  const { width, height } = VENDOR_LOGO;
  const { palette } = input;
  const words = input.name.trim().toUpperCase().split(/\s+/).filter(Boolean);
  const tail = words.length > 1 ? words.pop() : undefined;
  const head = words.join(' ') || input.vassalage;
  const initial = [...head][0] ?? '?';
  const mark = VENDOR_MARKS[hashString(input.vassalage) % VENDOR_MARKS.length] as (fill: string) => string;
  const textX = 70;
  const textWidth = width - textX - 14;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(input.name)}">`,
    gradient('g', palette),
    `<rect width="${width}" height="${height}" rx="16" fill="url(#g)"/>`,
    `<path d="M0 ${height}L${width * 0.55} 0H${width}V${height}z" fill="#000" opacity=".18"/>`,
    `<rect x="3" y="3" width="${width - 6}" height="${height - 6}" rx="13" fill="none" stroke="${palette.accent}" stroke-opacity=".5" stroke-width="2"/>`,
    mark(palette.accent),
    `<text x="36" y="69" text-anchor="middle" ${FONT} font-size="24" font-weight="800" fill="${palette.from}">${escapeXml(initial)}</text>`,
    fittedWord(
      head,
      { x: textX, y: tail ? 64 : 72, width: textWidth, size: tail ? 34 : 38, spacing: 0 },
      'font-weight="800" fill="#ffffff"',
    ),
    tail
      ? fittedWord(
          tail,
          { x: textX, y: 90, width: textWidth, size: 17, spacing: 2 },
          `font-weight="600" fill="${palette.accent}"`,
        )
      : '',
    '</svg>',
  ].join('');
}

const RESOURCE_MARKS: Record<string, string> = {
  FACEBOOK: 'f',
  INSTAGRAM: 'IG',
  TWITTER: 'X',
  YOUTUBE: '▶',
  TELEGRAM: 'TG',
  WHATSAPP: 'WA',
  LINE: 'LINE',
  ZALO: 'Zalo',
};

/** A round social/messaging icon. */
export function resourceIconSvg(input: { resourceType: string; label: string; palette: Palette }) {
  const mark = RESOURCE_MARKS[input.resourceType] ?? input.resourceType.slice(0, 2);
  const size = mark.length > 2 ? 17 : 26;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(input.label)}">`,
    gradient('g', input.palette),
    '<circle cx="32" cy="32" r="32" fill="url(#g)"/>',
    `<text x="32" y="${32 + size * 0.36}" text-anchor="middle" ${FONT} font-size="${size}" font-weight="800" fill="#ffffff">${escapeXml(mark)}</text>`,
    '</svg>',
  ].join('');
}

const QR_MODULES = 29;

function finder(cells: boolean[][], top: number, left: number): void {
  for (let y = 0; y < 7; y++) {
    for (let x = 0; x < 7; x++) {
      const ring = x === 0 || y === 0 || x === 6 || y === 6;
      const core = x >= 2 && x <= 4 && y >= 2 && y <= 4;
      const row = cells[top + y];
      if (row) row[left + x] = ring || core;
    }
  }
}

/**
 * A QR-looking pattern derived from the text (finder squares, timing lines, seeded modules).
 * Decorative: it is not a scannable QR code; the resource's url sits beside it.
 */
export function qrSvg(text: string, label: string): string {
  const n = QR_MODULES;
  const random = mulberry32(hashString(text));
  const cells = Array.from({ length: n }, () => Array.from({ length: n }, () => random() < 0.5));
  const reserved = (x: number, y: number) =>
    (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const row = cells[y] as boolean[];
      if (reserved(x, y)) row[x] = false;
      else if (x === 6 || y === 6) row[x] = (x + y) % 2 === 0;
    }
  }
  finder(cells, 0, 0);
  finder(cells, 0, n - 7);
  finder(cells, n - 7, 0);
  const quiet = 4;
  const size = n + quiet * 2;
  let path = '';
  cells.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
    });
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size * 8}" height="${size * 8}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" role="img" aria-label="${escapeXml(label)}">`,
    `<rect width="${size}" height="${size}" fill="#ffffff"/>`,
    `<path d="${path}" fill="#111111"/>`,
    '</svg>',
  ].join('');
}
