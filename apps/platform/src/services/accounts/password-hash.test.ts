import { hashPassword, verifyPassword } from './password-hash';

describe('password hashing (scrypt)', () => {
  it('round-trips and refuses a wrong password', async () => {
    const stored = await hashPassword('Secret123!');
    expect(await verifyPassword('Secret123!', stored)).toBe(true);
    expect(await verifyPassword('Secret123?', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('stores scrypt$N$r$p$salt$hash with a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('Secret123!');
    const [name, n, r, p, salt, hash] = stored.split('$');
    expect([name, n, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64url')).toHaveLength(64);
    expect(stored).not.toContain('Secret123!');
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('never matches a missing or malformed stored value', async () => {
    for (const stored of [null, undefined, '', 'plain', 'scrypt$x$8$1$abc$def', 'bcrypt$1$2$3$4$5']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
