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

const VENDOR_ICON_SIZE = { width: 200, height: 100 };

/** A vendor logo tile: the vendor code large, its name small. */
export function vendorIconSvg(input: { vassalage: string; name: string; palette: Palette }) {
  const { width, height } = VENDOR_ICON_SIZE;
  const code = input.vassalage.replace(/_/g, ' ');
  const codeSize = code.length > 8 ? 22 : code.length > 5 ? 28 : 36;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(input.name)}">`,
    gradient('g', input.palette),
    `<rect width="${width}" height="${height}" rx="14" fill="url(#g)"/>`,
    `<text x="100" y="54" text-anchor="middle" ${FONT} font-size="${codeSize}" font-weight="800" fill="#ffffff">${escapeXml(code)}</text>`,
    `<text x="100" y="80" text-anchor="middle" ${FONT} font-size="14" fill="${input.palette.accent}">${escapeXml(input.name)}</text>`,
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
