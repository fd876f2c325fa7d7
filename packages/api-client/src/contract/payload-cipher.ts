import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import NoPadding from 'crypto-js/pad-nopadding.js';

/**
 * The one place payloads are enciphered (crypto-js AES, OpenSSL-compatible passphrase format).
 * This hides credentials from casual inspection on the wire; it is not a substitute for TLS.
 */
export function encryptPayload(data: unknown, key: string): string {
  return AES.encrypt(JSON.stringify(data), key).toString();
}

export class PayloadCipherError extends Error {
  override name = 'PayloadCipherError';
}

/**
 * Deciphers an OpenSSL-format text and checks its PKCS#7 padding strictly: crypto-js's own unpadding
 * trusts the last byte, so a wrong key could leave a few random bytes (even a lone `/` or `7`) that
 * pass for a path or for JSON. Here a wrong key fails but for about one time in 256, and then leaves
 * at least 15 random bytes, which the callers' checks refuse.
 */
function decipher(cipherText: string, key: string): string {
  const bytes = AES.decrypt(cipherText, key, { padding: NoPadding });
  const hex = bytes.toString();
  const last = hex.slice(-2);
  const padding = Number.parseInt(last, 16);
  if (!(padding >= 1 && padding <= 16 && hex.endsWith(last.repeat(padding)))) throw new Error('bad padding');
  bytes.sigBytes -= padding;
  return bytes.toString(Utf8);
}

export function decryptPayload<T>(cipherText: string, key: string): T {
  let plain = '';
  try {
    plain = decipher(cipherText, key);
  } catch {
    throw new PayloadCipherError('payload could not be deciphered');
  }
  if (!plain) throw new PayloadCipherError('payload could not be deciphered');
  try {
    return JSON.parse(plain) as T;
  } catch {
    throw new PayloadCipherError('payload is not JSON');
  }
}

/** Length of the key appended to an encrypted customer-service path. */
const CS_PATH_KEY_LENGTH = 8;

const CS_URL = /^(https?:\/\/|\/)[\x21-\x7e]*$/;

/** Customer-service type '3': the last 8 characters are the key, the rest is the enciphered URL. */
export function decryptCustomerServicePath(path: string): string {
  if (path.length <= CS_PATH_KEY_LENGTH) throw new PayloadCipherError('customer-service path too short');
  const key = path.slice(-CS_PATH_KEY_LENGTH);
  let url = '';
  try {
    url = decipher(path.slice(0, -CS_PATH_KEY_LENGTH), key);
  } catch {
    throw new PayloadCipherError('customer-service path could not be deciphered');
  }
  // A wrong key can still produce valid UTF-8 by chance; only a plausible address is accepted.
  if (!CS_URL.test(url)) throw new PayloadCipherError('customer-service path could not be deciphered');
  return url;
}

export function encryptCustomerServicePath(url: string, key: string): string {
  if (key.length !== CS_PATH_KEY_LENGTH)
    throw new PayloadCipherError('customer-service key must be 8 characters');
  return AES.encrypt(url, key).toString() + key;
}
