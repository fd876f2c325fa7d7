import { safeExternalUrl } from './safe-external-url';

describe('safeExternalUrl', () => {
  it('keeps http(s) URLs', () => {
    expect(safeExternalUrl('https://promo.example.test/a?b=1')).toBe('https://promo.example.test/a?b=1');
    expect(safeExternalUrl('http://promo.example.test/')).toBe('http://promo.example.test/');
  });

  it('drops script, data and malformed URLs', () => {
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });
});
