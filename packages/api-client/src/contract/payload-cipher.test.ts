import {
  decryptCustomerServicePath,
  decryptPayload,
  encryptCustomerServicePath,
  encryptPayload,
  PayloadCipherError,
} from './payload-cipher';

describe('payload cipher', () => {
  it('round-trips a payload with the same key', () => {
    const cipher = encryptPayload({ username: 'demo', password: 'p@ss word' }, 'k1');
    expect(cipher).not.toContain('demo');
    expect(decryptPayload(cipher, 'k1')).toEqual({ username: 'demo', password: 'p@ss word' });
  });

  it('refuses a payload enciphered with another key', () => {
    const cipher = encryptPayload({ a: 1 }, 'right');
    expect(() => decryptPayload(cipher, 'wrong')).toThrow(PayloadCipherError);
  });

  it('refuses garbage', () => {
    expect(() => decryptPayload('not a cipher', 'k')).toThrow(PayloadCipherError);
  });

  it('deciphers a customer-service path whose last 8 characters are the key', () => {
    const path = encryptCustomerServicePath('https://chat.example.test/room/1', 'AbCd1234');
    expect(path.endsWith('AbCd1234')).toBe(true);
    expect(decryptCustomerServicePath(path)).toBe('https://chat.example.test/room/1');
  });

  it('never returns garbage for a path deciphered with the wrong key', () => {
    const path = encryptCustomerServicePath('https://chat.example.test/room/42', 'AbCd1234');
    // a few thousand wrong keys: crypto-js's lenient unpadding let about one in a thousand through
    for (let i = 0; i < 3000; i += 1) {
      const wrongKey = `K${String(i).padStart(7, '0')}`;
      expect(() => decryptCustomerServicePath(path.slice(0, -8) + wrongKey)).toThrow(PayloadCipherError);
    }
  });

  it('rejects a customer-service path that is too short or tampered', () => {
    expect(() => decryptCustomerServicePath('short')).toThrow(PayloadCipherError);
    const path = encryptCustomerServicePath('https://chat.example.test', 'AbCd1234');
    expect(() => decryptCustomerServicePath(`${path.slice(0, -8)}ZZZZ9999`)).toThrow(PayloadCipherError);
  });
});
