import jsQR from 'jsqr';

/**
 * Reads a QR code drawn by ui-kit's `QrCode` back the way a camera would: its modules (one
 * `M<x> <y>` square each in the path) as pixels, through a decoder.
 */
export function decodeQr(svg) {
  const [x, , size] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
  const scale = 4;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const match of d.matchAll(/M(\d+) (\d+)/g)) {
    const column = Number(match[1]) - x;
    const row = Number(match[2]) - x;
    for (let dy = 0; dy < scale; dy += 1) {
      const offset = ((row * scale + dy) * width + column * scale) * 4;
      for (let dx = 0; dx < scale; dx += 1) pixels.fill(0, offset + dx * 4, offset + dx * 4 + 3);
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}
