import { render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { QrCode } from './qr-code';

/** Reads the drawn code back the way a camera would: its modules as pixels, through a decoder. */
function decode(svg: Element): string | null {
  const [x, , size] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number) as [number, number, number];
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

describe('QrCode', () => {
  it('draws a code a camera reads back as its value, named for screen readers', () => {
    const value = 'otpauth://totp/Marquee:player01?secret=JBSWY3DPEHPK3PXP&issuer=Marquee';
    render(<QrCode value={value} label="Authenticator key" />);
    expect(decode(screen.getByRole('img', { name: 'Authenticator key' }))).toBe(value);
  });

  it('draws another value as another code, and takes the caller’s class beside its own', () => {
    render(<QrCode value="https://download.example.test/app.apk" label="Download" className="big" />);
    const code = screen.getByRole('img', { name: 'Download' });
    expect(decode(code)).toBe('https://download.example.test/app.apk');
    expect(code).toHaveClass('mq-qr-code', 'big');
  });
});
