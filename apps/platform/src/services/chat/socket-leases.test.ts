import { eq, sql } from 'drizzle-orm';
import { chatSocketLeases } from '../../db/schema';
import { useSeededDatabase } from '../../test-support/harness';
import { SocketLeases } from './socket-leases';

const database = useSeededDatabase();

describe('chat socket leases', () => {
  it("counts every instance's sockets by address and player, and forgets a dead instance's", async () => {
    const onA = new SocketLeases(database.db, 'lease-a');
    const onB = new SocketLeases(database.db, 'lease-b');
    const opened = await Promise.all(
      Array.from({ length: 10 }, (_, index) => (index % 2 ? onB : onA).open('192.0.2.9', 4)),
    );
    const held = opened.filter((id): id is string => id !== null);
    expect(held).toHaveLength(4);
    const signedIn = await Promise.all(
      held.map((id, index) => (index % 2 ? onB : onA).signIn(id, 'member:9', 3)),
    );
    expect(signedIn.filter(Boolean)).toHaveLength(3);
    // a closed socket frees its place
    await onA.close(held[0]!);
    expect(await onB.open('192.0.2.9', 4)).not.toBeNull();
    // B dies: its leases are not renewed and run out, A renews its own and drops the expired
    await database.db
      .update(chatSocketLeases)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(chatSocketLeases.instance, 'lease-b'));
    await onA.renew();
    const left = await database.db
      .select()
      .from(chatSocketLeases)
      .where(eq(chatSocketLeases.address, '192.0.2.9'));
    expect(left.every((lease) => lease.instance === 'lease-a')).toBe(true);
    expect(await onA.open('192.0.2.9', 4)).not.toBeNull();
    await onA.closeAll();
    expect(await database.db.select().from(chatSocketLeases)).toHaveLength(0);
  });
});
