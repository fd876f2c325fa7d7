import { useLanguageStore } from '@marquee/i18n';
import { useAnnouncementsQuery } from './announcements-query';

/** Announcements in the language the player reads; the header, banner and dialog share this one query. */
export function useCurrentAnnouncements() {
  const language = useLanguageStore((state) => state.current);
  return useAnnouncementsQuery(language);
}
