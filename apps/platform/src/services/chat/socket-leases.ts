import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { chatSocketLeases } from '../../db/schema';
import { lockKeys } from '../accounts/advisory-lock';

/**
 * How long a socket counts without its instance renewing it: three of the hub's 10-second beats,
 * so the sockets of a killed instance stop counting half a minute later.
 */
const SOCKET_LEASE_SECONDS = 30;

const until = sql`now() + make_interval(secs => ${SOCKET_LEASE_SECONDS})`;
const live = gt(chatSocketLeases.expiresAt, sql`now()`);

/**
 * The open player sockets of every instance on the database, counted by address and by player.
 * Each count and the row that follows it are one step under an advisory lock on the key, so
 * sockets opened at once on several instances cannot all read the same count. Times are the
 * database's, so the instances' clocks need not agree.
 */
export class SocketLeases {
  constructor(
    private readonly db: Db,
    private readonly instance: string,
  ) {}

  /** A lease for a new socket from `address`, or null when the address holds `limit` already. */
  async open(address: string, limit: number): Promise<string | null> {
    const id = randomBytes(12).toString('base64url');
    const t = chatSocketLeases;
    return this.db.transaction(async (tx) => {
      await lockKeys(tx, [`chat-sockets:address:${address}`]);
      const [held] = await tx
        .select({ n: count() })
        .from(t)
        .where(and(eq(t.address, address), live));
      if ((held?.n ?? 0) >= limit) return null;
      await tx.insert(t).values({ id, instance: this.instance, address, expiresAt: until });
      return id;
    });
  }

  /** The lease's socket signs in as `flow`: false (the lease unchanged) when the player holds `limit` already. */
  async signIn(id: string, flow: string, limit: number): Promise<boolean> {
    const t = chatSocketLeases;
    return this.db.transaction(async (tx) => {
      await lockKeys(tx, [`chat-sockets:flow:${flow}`]);
      const [held] = await tx
        .select({ n: count() })
        .from(t)
        .where(and(eq(t.flow, flow), live));
      if ((held?.n ?? 0) >= limit) return false;
      await tx.update(t).set({ flow }).where(eq(t.id, id));
      return true;
    });
  }

  async close(id: string): Promise<void> {
    await this.db.delete(chatSocketLeases).where(eq(chatSocketLeases.id, id));
  }

  /** Keeps this instance's sockets counted, and forgets the expired ones of instances gone. */
  async renew(): Promise<void> {
    const t = chatSocketLeases;
    await this.db.update(t).set({ expiresAt: until }).where(eq(t.instance, this.instance));
    await this.db.delete(t).where(lte(t.expiresAt, sql`now()`));
  }

  /** This instance stops: its sockets no longer count. */
  async closeAll(): Promise<void> {
    await this.db.delete(chatSocketLeases).where(eq(chatSocketLeases.instance, this.instance));
  }
}
