import type { Db } from './open';

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
