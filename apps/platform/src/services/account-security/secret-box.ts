import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for small secrets at rest: `v1.<iv>.<ciphertext+tag>` (base64url), the key the
 * SHA-256 of the configured passphrase. The tag makes a tampered or wrongly keyed value fail
 * instead of decrypting to garbage.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyOf = (passphrase: string) => createHash('sha256').update(passphrase).digest();

export function seal(plaintext: string, passphrase: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(passphrase), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `v1.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

/** The plaintext, or null for a value not sealed with this passphrase. */
export function unseal(sealed: string, passphrase: string): string | null {
  const [version, iv, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !body) return null;
  const bytes = Buffer.from(body, 'base64url');
  if (bytes.length < TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(passphrase), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
