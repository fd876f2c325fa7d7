import { api } from '@marquee/api-client/contract';
import pg from 'pg';
import { seedDatabase } from '../seed/seed';
import { findMemberByAccount } from '../services/accounts/members';
import { ledgerSum, postLedgerEntry, readBalance } from '../services/wallet/wallet';
import { dumpCatalogue } from '../test-support/dump';
import { call, testApp } from '../test-support/harness';
import { type Database, openDatabase } from './open';

/**
 * The PostgreSQL path (node-postgres, same migrations). Runs only when TEST_DATABASE_URL points at
 * a throwaway database: the test drops and recreates its `public` and `drizzle` schemas.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL through DATABASE_URL', () => {
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
  });

  it('migrates, seeds the same catalogue as PGlite, and serves it', async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(
      'drop schema if exists drizzle cascade; drop schema public cascade; create schema public;',
    );
    await client.end();

    const postgres = await openDatabase({ url: url ?? '' });
    opened.push(postgres);
    expect(postgres.kind).toBe('postgres');
    // migrating again is a no-op
    opened.push(await openDatabase({ url: url ?? '' }));
    const pglite = await openDatabase({ memory: true });
    opened.push(pglite);

    expect(await seedDatabase(postgres.db, { demo: true })).toBe(true);
    expect(await seedDatabase(postgres.db, { demo: true })).toBe(false);
    await seedDatabase(pglite.db, { demo: true });
    expect(await dumpCatalogue(postgres.db)).toEqual(await dumpCatalogue(pglite.db));

    const { body } = await call(testApp(postgres.db), api.games.vendors, {
      query: { merchantCode: 'MARQUEE' },
    });
    expect(body.value.data.lanes.map((lane) => lane.title)).toContain('ESPORTS');
  });

  it('keeps parallel postings on one wallet exact through a pool smaller than the burst', async () => {
    // seeded by the test above
    const small = await openDatabase({ url: url ?? '', poolSize: 2 });
    opened.push(small);
    const member = await findMemberByAccount(small.db, 'demo');
    if (!member) throw new Error('the demo member is missing');
    const before = (await readBalance(small.db, member.id))?.balance ?? 0;
    const postings = Array.from({ length: 30 }, (_, index) =>
      postLedgerEntry(small.db, {
        memberId: member.id,
        amount: index % 2 === 0 ? -100 : 40,
        kind: 'BET',
        idempotencyKey: `pool-test:${Date.now()}:${index}`,
      }),
    );
    // a plain read is answered while the burst holds the connections
    const read = readBalance(small.db, member.id);
    await Promise.all([...postings, read]);
    const after = await readBalance(small.db, member.id);
    expect(after?.balance).toBe(before - 15 * 100 + 15 * 40);
    expect(await ledgerSum(small.db, member.id)).toBe(after?.balance);
  });
});
