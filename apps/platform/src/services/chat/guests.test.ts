import { CHAT_GUESTS_PER_IP_PER_HOUR } from '@marquee/api-client/contract';
import { useSeededDatabase } from '../../test-support/harness';
import { HOUR } from '../clock';
import { issueGuest, resolveGuest } from './guests';

const database = useSeededDatabase();

describe('guest chat tokens', () => {
  it(`issues at most ${CHAT_GUESTS_PER_IP_PER_HOUR} of 200 parallel requests from one address in an hour, then again an hour later`, async () => {
    const ip = '198.51.100.231';
    const now = new Date();
    const issued = await Promise.all(Array.from({ length: 200 }, () => issueGuest(database.db, ip, now)));
    const guests = issued.filter((guest) => guest !== null);
    expect(guests).toHaveLength(CHAT_GUESTS_PER_IP_PER_HOUR);
    expect(new Set(guests.map((guest) => guest.token)).size).toBe(CHAT_GUESTS_PER_IP_PER_HOUR);
    // another address is not held up
    expect(await issueGuest(database.db, '198.51.100.232', now)).not.toBeNull();
    expect(await issueGuest(database.db, ip, new Date(now.getTime() + HOUR - 1))).toBeNull();
    expect(await issueGuest(database.db, ip, new Date(now.getTime() + HOUR))).not.toBeNull();
  });

  it('knows a guest by its token only', async () => {
    const guest = await issueGuest(database.db, '198.51.100.233', new Date());
    if (!guest) throw new Error('no guest issued');
    await expect(resolveGuest(database.db, guest.token)).resolves.toEqual({
      id: guest.id,
      visitorCode: guest.visitorCode,
    });
    // another last character (a token's last one is 'A' one time in 16: always change it)
    const altered = `${guest.token.slice(0, -1)}${guest.token.endsWith('A') ? 'E' : 'A'}`;
    await expect(resolveGuest(database.db, altered)).resolves.toBeNull();
    await expect(resolveGuest(database.db, 'not-a-token')).resolves.toBeNull();
  });

  it('gives visitors random codes, not a count of the visitors before them', async () => {
    const now = new Date();
    const guests = await Promise.all(
      Array.from({ length: 5 }, (_, index) => issueGuest(database.db, `198.51.100.${240 + index}`, now)),
    );
    const codes = guests.map((guest) => guest!.visitorCode);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.some((code) => /^\d+$/.test(code))).toBe(false);
  });
});
