import type { HelpCenterResponse } from '@marquee/api-client';

type LanguageCode = HelpCenterResponse['language'];

import { create } from 'zustand';

interface HelpLanguageState {
  /** the articles' language the player chose; none follows the page's language */
  chosen: LanguageCode | null;
  choose: (language: LanguageCode) => void;
}

/** Kept while the player moves between the articles (each address mounts the centre anew). */
export const useHelpLanguageStore = create<HelpLanguageState>((set) => ({
  chosen: null,
  choose: (language) => set({ chosen: language }),
}));
