import { PNG } from 'pngjs';
import type { Palette } from '../../db/schema';
import { hashString, mulberry32 } from '../prng';

/** Cards show icons at up to ~160 CSS px; 192 px stays sharp without weighing much. */
const GAME_ICON_PNG_SIZE = 192;

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * A game tile as a PNG: the palette's diagonal gradient, a ring and a disc placed by the game's
 * own seed. Raster on purpose: the grid shows thousands of distinct icons, and browsers decode
 * PNG off the main thread, where every distinct SVG would be parsed and painted on it.
 */
export function gameIconPng(input: { code: string; name: string; palette: Palette }): Buffer {
  const size = GAME_ICON_PNG_SIZE;
  const random = mulberry32(hashString(input.code + input.name));
  const from = rgb(input.palette.from);
  const to = rgb(input.palette.to);
  const accent = rgb(input.palette.accent);
  const centre = size / 2;
  const ring = size * (0.26 + random() * 0.1);
  const ringWidth = size * 0.035;
  const disc = ring * (0.35 + random() * 0.25);
  const discX = centre + (random() - 0.5) * ring * 0.6;
  const discY = centre + (random() - 0.5) * ring * 0.6;
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      let colour = from.map((channel, i) => channel + ((to[i] ?? 0) - channel) * t);
      // one pixel of linear fall-off at each edge keeps the shapes smooth without supersampling
      const onRing = Math.max(
        0,
        1 - Math.max(0, Math.abs(Math.hypot(x - centre, y - centre) - ring) - ringWidth),
      );
      const onDisc = Math.max(0, Math.min(1, disc - Math.hypot(x - discX, y - discY)));
      const cover = Math.min(1, onRing * 0.8 + onDisc);
      colour = colour.map((channel, i) => channel + ((accent[i] ?? 0) - channel) * cover);
      const offset = (y * size + x) * 4;
      png.data[offset] = Math.round(colour[0] ?? 0);
      png.data[offset + 1] = Math.round(colour[1] ?? 0);
      png.data[offset + 2] = Math.round(colour[2] ?? 0);
      png.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png, { colorType: 2 });
}
