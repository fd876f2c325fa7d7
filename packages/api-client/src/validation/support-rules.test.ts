import { countWords, screenshotTypeOf } from './support-rules';

describe('countWords', () => {
  it('counts words separated by spaces, not punctuation', () => {
    expect(countWords('My deposit of 500 did not arrive!')).toBe(7);
    expect(countWords('  ...  ')).toBe(0);
  });

  it('counts Chinese without spaces by the segmenter', () => {
    expect(countWords('我的存款没有到账')).toBeGreaterThan(1);
  });
});

describe('screenshotTypeOf', () => {
  it('knows a PNG and a JPEG by their first bytes', () => {
    expect(screenshotTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(screenshotTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(screenshotTypeOf(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(screenshotTypeOf(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(screenshotTypeOf(new Uint8Array([0x89, 0x50]))).toBeNull();
  });
});
