/** A public id as the database makes them (db/tables/public-id.ts): 22 characters of base64url. */
export const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * Every value of a field named `id` or `…Id` in an answer, however deep, but the `except` ones
 * (catalogue ids such as nodeId, the same for everyone).
 */
export function idFields(value: unknown, except: readonly string[] = []): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => idFields(item, except));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, field]) => [
    ...((key === 'id' || key.endsWith('Id')) && !except.includes(key) ? [field] : []),
    ...idFields(field, except),
  ]);
}
