import { pickCdn, resolveCdnUrl } from './cdn';

const cdns = ['https://a.cdn.test', 'https://b.cdn.test/', 'https://c.cdn.test'] as const;

describe('pickCdn', () => {
  it('picks by the random value', () => {
    expect(pickCdn(cdns, () => 0)).toBe('https://a.cdn.test');
    expect(pickCdn(cdns, () => 0.5)).toBe('https://b.cdn.test/');
    expect(pickCdn(cdns, () => 0.99)).toBe('https://c.cdn.test');
  });

  it('stays in range when random misbehaves', () => {
    expect(pickCdn(cdns, () => 1)).toBe('https://c.cdn.test');
    expect(pickCdn(cdns, () => -0.5)).toBe('https://a.cdn.test');
    expect(pickCdn(cdns, () => Number.NaN)).toBe('https://a.cdn.test');
  });

  it('returns null for an empty list', () => {
    expect(pickCdn([])).toBeNull();
  });

  it('defaults to Math.random', () => {
    expect(cdns).toContain(pickCdn(cdns));
  });
});

describe('resolveCdnUrl', () => {
  it('prefixes relative paths without doubling slashes', () => {
    expect(resolveCdnUrl('/img/logo.png', cdns, () => 0.5)).toBe('https://b.cdn.test/img/logo.png');
    expect(resolveCdnUrl('img/logo.png', cdns, () => 0)).toBe('https://a.cdn.test/img/logo.png');
    expect(resolveCdnUrl('/img/logo.png', ['https://a.cdn.test//'], () => 0)).toBe(
      'https://a.cdn.test/img/logo.png',
    );
  });

  it('passes absolute URLs through', () => {
    for (const url of [
      'https://x.test/a.png',
      'http://x.test/a.png',
      '//x.test/a.png',
      'data:image/png;base64,AA',
    ]) {
      expect(resolveCdnUrl(url, cdns, () => 0)).toBe(url);
    }
  });

  it('keeps the path relative when there is no CDN, and leaves an empty path empty', () => {
    expect(resolveCdnUrl('/img/logo.png', [])).toBe('/img/logo.png');
    expect(resolveCdnUrl('', cdns, () => 0)).toBe('');
  });
});
