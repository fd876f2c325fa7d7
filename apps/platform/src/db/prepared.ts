import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './open';

/**
 * A statement prepared once per database rather than built on every call: the calls on the hot
 * path (the session lookup of every token request, the header's balance) skip drizzle's query
 * building, and PostgreSQL plans a named statement once per connection.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}

const dialect = new PgDialect();

/**
 * A statement of a transaction's hot path, built once per process and run under `name` in the
 * caller's transaction: drizzle does not build it again on each call, and PostgreSQL parses it
 * once per connection and, after a few runs, keeps one generic plan (an unnamed statement is
 * planned on every run). `statement` takes its values as sql.placeholder()s; the answer is the
 * driver's rows.
 */
export function namedStatement<Row>(
  name: string,
  statement: SQL,
): (tx: Pick<Tx, '_'>, values: Record<string, unknown>) => Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  return async (tx, values) => {
    const result: unknown = await tx._.session.prepareQuery(query, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}
