import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with Node's scrypt: N=16384, r=8, p=1, a 16-byte salt and a 64-byte key,
 * stored as `scrypt$N$r$p$salt$hash` (base64url) so the parameters can be raised later and old
 * hashes still verify. Hashes and passwords are never logged.
 */
const N = 16384;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** scrypt needs 128·N·r bytes; leave headroom over Node's 32 MiB default for raised parameters */
const MAX_MEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number, length: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, length, { N: n, r, p, maxmem: MAX_MEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `salt` is for deterministic seeding only; everything else gets a random one. */
export async function hashPassword(
  password: string,
  salt: Buffer = randomBytes(SALT_BYTES),
): Promise<string> {
  const key = await derive(password, salt, N, R, P, KEY_BYTES);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time comparison of the derived key; a malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // still spend the time of a real check, so a missing account is not told apart by timing
    await derive(password, DUMMY_SALT, N, R, P, KEY_BYTES);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const params = [Number(n), Number(r), Number(p)];
  if (expected.length === 0 || !params.every((value) => Number.isInteger(value) && value > 0)) return false;
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    params[0] as number,
    params[1] as number,
    params[2] as number,
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

const DUMMY_SALT = Buffer.alloc(SALT_BYTES, 7);
