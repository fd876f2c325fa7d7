import type { Db } from '../../db/open';
import * as schema from '../../db/schema';

export async function saveLanguage(db: Db, visitor: string, language: string): Promise<void> {
  await db
    .insert(schema.languagePreferences)
    .values({ visitor, language })
    .onConflictDoUpdate({
      target: schema.languagePreferences.visitor,
      set: { language, updatedAt: new Date() },
    });
}
