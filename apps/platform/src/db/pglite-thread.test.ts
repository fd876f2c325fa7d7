import { sql } from 'drizzle-orm';
import { isUniqueViolation } from '../services/accounts/members';
import { type Database, type Db, openDatabase } from './open';

const idsIn = async (db: Db) =>
  ((await db.execute(sql`select id from thread_check order by id`)) as unknown as { rows: unknown[] }).rows;

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
});
afterAll(async () => {
  await database.close();
});

describe('the embedded database on its own thread', () => {
  it('leaves the request thread free while a query runs', async () => {
    const events: string[] = [];
    const query = database.db.execute(sql`select pg_sleep(0.4)`).then(() => events.push('query'));
    // a timer due long before the query ends: on the request thread it could only fire after
    const timer = new Promise((resolve) => setTimeout(resolve, 20)).then(() => events.push('timer'));
    await Promise.all([query, timer]);
    expect(events).toEqual(['timer', 'query']);
  });

  it('commits a transaction, and rolls it back when its work throws', async () => {
    await database.db.execute(sql`create table thread_check (id int primary key)`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_check values (1)`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_check values (2)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await idsIn(database.db)).toEqual([{ id: 1 }]);
  });

  it("passes PostgreSQL's error fields through, so a unique violation is recognised", async () => {
    await database.db.execute(
      sql`create table thread_unique (name text constraint thread_unique_name unique)`,
    );
    await database.db.execute(sql`insert into thread_unique values ('a')`);
    const error = await database.db.execute(sql`insert into thread_unique values ('a')`).catch((e) => e);
    expect(isUniqueViolation(error, 'thread_unique_name')).toBe(true);
  });

  it('can be snapshot and reopened from the snapshot', async () => {
    const snapshot = await database.snapshot!();
    const copy = await openDatabase({ memory: true, snapshot });
    try {
      expect(await idsIn(copy.db)).toEqual([{ id: 1 }]);
    } finally {
      await copy.close();
    }
  });
});
