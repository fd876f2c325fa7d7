import pg from 'pg';
import { type Database, type Db, openDatabase } from '../db/open';
import { seedDatabase } from '../seed/seed';

/** The url of the database `<name>_<suffix>` next to the one `url` names. */
export function postgresUrlOf(url: string, suffix: string): string {
  const target = new URL(url);
  target.pathname = `${target.pathname}_${suffix}`;
  return target.href;
}

/** (Re)creates the empty database `<name>_<suffix>` next to the one `url` names; answers its url. */
export async function freshPostgres(url: string, suffix: string): Promise<string> {
  const target = new URL(postgresUrlOf(url, suffix));
  const name = target.pathname.slice(1);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists "${name}"`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  return target.href;
}

/**
 * Two handles on one fresh, seeded PostgreSQL database, as two platform processes would hold it:
 * on a fresh `<name>_<suffix>` next to the database `url` names. The caller closes what lands in
 * `opened`, also when the test fails.
 */
export async function seededPostgresTwins(
  url: string,
  suffix: string,
  opened: Database[],
): Promise<[Db, Db]> {
  const fresh = await freshPostgres(url, suffix);
  const first = await openDatabase({ url: fresh, poolSize: 6 });
  opened.push(first);
  await seedDatabase(first.db, { demo: true });
  const second = await openDatabase({ url: fresh, poolSize: 6 });
  opened.push(second);
  return [first.db, second.db];
}
