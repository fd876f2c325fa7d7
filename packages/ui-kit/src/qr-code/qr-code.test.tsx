import { decodeQr } from '@marquee/vitest-preset/qr';
import { render, screen } from '@testing-library/react';
import { QrCode } from './qr-code';

describe('QrCode', () => {
  it('draws a code a camera reads back as its value, named for screen readers', () => {
    const value = 'otpauth://totp/Marquee:player01?secret=JBSWY3DPEHPK3PXP&issuer=Marquee';
    render(<QrCode value={value} label="Authenticator key" />);
    expect(decodeQr(screen.getByRole('img', { name: 'Authenticator key' }))).toBe(value);
  });

  it('draws another value as another code, and takes the caller’s class beside its own', () => {
    render(<QrCode value="https://download.example.test/app.apk" label="Download" className="big" />);
    const code = screen.getByRole('img', { name: 'Download' });
    expect(decodeQr(code)).toBe('https://download.example.test/app.apk');
    expect(code).toHaveClass('mq-qr-code', 'big');
  });
});
