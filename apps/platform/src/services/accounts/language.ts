import type { LanguageCode } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { languagePreferences, members } from '../../db/schema';

/** Who told the platform a language: a signed-in member, else a visitor known by IP alone. */
export type LanguageSpeaker = { memberId: number } | { visitorIp: string };

/** Records the language choice on the member when signed in, per visitor IP otherwise. */
export async function saveLanguage(db: Db, speaker: LanguageSpeaker, language: LanguageCode): Promise<void> {
  if ('memberId' in speaker) {
    await db.update(members).set({ language }).where(eq(members.id, speaker.memberId));
    return;
  }
  await db
    .insert(languagePreferences)
    .values({ visitor: speaker.visitorIp, language })
    .onConflictDoUpdate({
      target: languagePreferences.visitor,
      set: { language, updatedAt: new Date() },
    });
}
