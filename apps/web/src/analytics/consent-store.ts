import { create } from 'zustand';

export type ConsentChoice = 'granted' | 'denied';

/** The visitor's answer to the analytics question, on this device. */
const CONSENT_STORAGE_KEY = 'mq-analytics-consent';

function readStoredChoice(): ConsentChoice | null {
  try {
    const stored = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return stored === 'granted' || stored === 'denied' ? stored : null;
  } catch {
    // storage off (a private window): the question is asked again, and nothing loads meanwhile
    return null;
  }
}

interface ConsentState {
  /** null until the visitor answers: analytics never load then */
  choice: ConsentChoice | null;
  /** the visitor reopened the question from the footer's cookie settings */
  reviewing: boolean;
  choose: (choice: ConsentChoice) => void;
  review: () => void;
  /** re-reads localStorage; used when a test or story changes storage behind the store's back */
  hydrate: () => void;
}

export const useConsentStore = create<ConsentState>()((set) => ({
  choice: readStoredChoice(),
  reviewing: false,
  choose: (choice) => {
    try {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
    } catch {
      // the choice holds for this visit when storage is unavailable
    }
    set({ choice, reviewing: false });
  },
  review: () => set({ reviewing: true }),
  hydrate: () => set({ choice: readStoredChoice(), reviewing: false }),
}));
