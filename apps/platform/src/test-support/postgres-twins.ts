import pg from 'pg';
import { type Database, type Db, openDatabase } from '../db/open';

/** The seeded databases global-setup.ts makes once a run, for the files to copy. */
export type PostgresTemplate = 'demo' | 'production';

/** The name of the template database seeded as `kind` says, next to the one `url` names. */
export function templateName(url: string, kind: PostgresTemplate): string {
  return `${new URL(url).pathname.slice(1)}_template_${kind}`;
}

/** The url of the database `<name>_<suffix>` next to the one `url` names. */
export function postgresUrlOf(url: string, suffix: string): string {
  const target = new URL(url);
  target.pathname = `${target.pathname}_${suffix}`;
  return target.href;
}

/**
 * (Re)creates the database `<name>_<suffix>` next to the one `url` names; answers its url. Empty,
 * or with `from` a copy of that template (migrated and seeded once a run by global-setup.ts):
 * PostgreSQL copies a database in well under a second, where migrating and seeding one takes
 * 15–25 s of the server's time on a busy machine.
 */
export async function freshPostgres(url: string, suffix: string, from?: PostgresTemplate): Promise<string> {
  const target = new URL(postgresUrlOf(url, suffix));
  const name = target.pathname.slice(1);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists "${name}"`);
  await admin.query(
    from ? `create database "${name}" template "${templateName(url, from)}"` : `create database "${name}"`,
  );
  await admin.end();
  return target.href;
}

/**
 * Two handles on one fresh PostgreSQL database seeded for the demo, as two platform processes would
 * hold it: on a fresh `<name>_<suffix>` next to the database `url` names. The caller closes what lands in
 * `opened`, also when the test fails.
 */
export async function seededPostgresTwins(
  url: string,
  suffix: string,
  opened: Database[],
): Promise<[Db, Db]> {
  const fresh = await freshPostgres(url, suffix, 'demo');
  const first = await openDatabase({ url: fresh, poolSize: 6 });
  opened.push(first);
  const second = await openDatabase({ url: fresh, poolSize: 6 });
  opened.push(second);
  return [first.db, second.db];
}
